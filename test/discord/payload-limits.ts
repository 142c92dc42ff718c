import { z } from 'zod';

/**
 * The limits real Discord enforces on what a bot sends (message bodies, modals, autocomplete
 * choices). The fake rejects a payload that breaks one with the same 400 / 50035 "Invalid Form
 * Body" shape, so a presenter that builds a 26-option select menu fails in tests, not in a server.
 */

export const MESSAGE_FLAG_EPHEMERAL = 1 << 6;
export const MESSAGE_FLAG_LOADING = 1 << 7;
export const MESSAGE_FLAG_COMPONENTS_V2 = 1 << 15;

const customId = z.string().min(1).max(100);
const emoji = z.looseObject({ id: z.string().nullish(), name: z.string().nullish() });

const button = z
  .looseObject({
    type: z.literal(2),
    style: z.number().int().min(1).max(6),
    label: z.string().max(80).optional(),
    custom_id: customId.optional(),
    url: z.string().max(512).optional(),
    emoji: emoji.optional(),
    disabled: z.boolean().optional(),
    sku_id: z.string().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.style === 5) {
      if (!b.url) ctx.addIssue({ code: 'custom', path: ['url'], message: 'A link button needs a url' });
      if (b.custom_id !== undefined)
        ctx.addIssue({ code: 'custom', path: ['custom_id'], message: 'A link button cannot have a custom_id' });
    } else if (b.style !== 6) {
      if (b.custom_id === undefined)
        ctx.addIssue({ code: 'custom', path: ['custom_id'], message: 'This button needs a custom_id' });
      if (b.url !== undefined) ctx.addIssue({ code: 'custom', path: ['url'], message: 'Only link buttons have a url' });
    }
    if (b.style !== 6 && !b.label && !b.emoji)
      ctx.addIssue({ code: 'custom', path: ['label'], message: 'A button needs a label or an emoji' });
  });

const selectCommon = {
  custom_id: customId,
  placeholder: z.string().max(150).optional(),
  min_values: z.number().int().min(0).max(25).optional(),
  max_values: z.number().int().min(1).max(25).optional(),
  disabled: z.boolean().optional(),
  required: z.boolean().optional(),
};

const selectOption = z.looseObject({
  label: z.string().min(1).max(100),
  value: z.string().min(1).max(100),
  description: z.string().max(100).optional(),
  emoji: emoji.optional(),
  default: z.boolean().optional(),
});

const stringSelect = z
  .looseObject({ type: z.literal(3), ...selectCommon, options: z.array(selectOption).min(1).max(25) })
  .superRefine((s, ctx) => {
    const min = s.min_values ?? 1;
    const max = s.max_values ?? 1;
    if (min > max) ctx.addIssue({ code: 'custom', path: ['min_values'], message: 'min_values exceeds max_values' });
    if (max > s.options.length)
      ctx.addIssue({ code: 'custom', path: ['max_values'], message: 'max_values exceeds the number of options' });
    const values = s.options.map((o) => o.value);
    if (new Set(values).size !== values.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Select option values must be unique' });
  });

const entitySelect = z.looseObject({
  type: z.union([z.literal(5), z.literal(6), z.literal(7), z.literal(8)]),
  ...selectCommon,
});

const textInput = z
  .looseObject({
    type: z.literal(4),
    custom_id: customId,
    style: z.union([z.literal(1), z.literal(2)]),
    label: z.string().max(45).optional(),
    min_length: z.number().int().min(0).max(4000).optional(),
    max_length: z.number().int().min(1).max(4000).optional(),
    required: z.boolean().optional(),
    value: z.string().max(4000).optional(),
    placeholder: z.string().max(100).optional(),
  })
  .superRefine((t, ctx) => {
    if (t.min_length !== undefined && t.max_length !== undefined && t.min_length > t.max_length)
      ctx.addIssue({ code: 'custom', path: ['min_length'], message: 'min_length exceeds max_length' });
  });

const messageRow = z
  .looseObject({
    type: z.literal(1),
    components: z.array(z.discriminatedUnion('type', [button, stringSelect, entitySelect])).min(1).max(5),
  })
  .superRefine((row, ctx) => {
    const selects = row.components.filter((c) => c.type !== 2).length;
    if (selects > 0 && row.components.length > 1)
      ctx.addIssue({ code: 'custom', path: ['components'], message: 'A select menu must be alone in its row' });
  });

// Components V2 layouts are recorded as sent; only their count and shape are checked here.
const layoutComponent = z.looseObject({ type: z.number().int().min(1).max(40) });

const embed = z.looseObject({
  title: z.string().max(256).optional(),
  description: z.string().max(4096).optional(),
  url: z.string().optional(),
  color: z.number().int().min(0).max(0xffffff).optional(),
  fields: z
    .array(
      z.looseObject({
        name: z.string().min(1).max(256),
        value: z.string().min(1).max(1024),
        inline: z.boolean().optional(),
      }),
    )
    .max(25)
    .optional(),
  footer: z.looseObject({ text: z.string().max(2048) }).optional(),
  author: z.looseObject({ name: z.string().max(256) }).optional(),
});

type Embed = z.infer<typeof embed>;

const layoutList = z.array(layoutComponent).max(40);
const rowList = z.array(messageRow).max(5);

function embedLength(e: Embed): number {
  let n = (e.title?.length ?? 0) + (e.description?.length ?? 0);
  n += (e.footer?.text.length ?? 0) + (e.author?.name.length ?? 0);
  for (const f of e.fields ?? []) n += f.name.length + f.value.length;
  return n;
}

const attachmentRef = z.looseObject({
  id: z.union([z.string(), z.number()]),
  filename: z.string().optional(),
  description: z.string().max(1024).optional(),
});

/** Body of a message create or edit (channel message, webhook message, interaction data). */
export const messageBodySchema = z
  .looseObject({
    content: z.string().max(2000).nullish(),
    embeds: z.array(embed).max(10).nullish(),
    components: z.array(z.looseObject({ type: z.number() })).nullish(),
    flags: z.number().int().min(0).nullish(),
    attachments: z.array(attachmentRef).max(10).nullish(),
  })
  .superRefine((body, ctx) => {
    const total = (body.embeds ?? []).reduce((n, e) => n + embedLength(e), 0);
    if (total > 6000)
      ctx.addIssue({ code: 'custom', path: ['embeds'], message: 'Embeds exceed 6000 characters in total' });
    const v2 = ((body.flags ?? 0) & MESSAGE_FLAG_COMPONENTS_V2) !== 0;
    const components = body.components ?? [];
    if (v2) {
      if (body.content) ctx.addIssue({ code: 'custom', path: ['content'], message: 'Components V2 messages have no content' });
      if (body.embeds?.length) ctx.addIssue({ code: 'custom', path: ['embeds'], message: 'Components V2 messages have no embeds' });
      const layout = layoutList.safeParse(components);
      if (!layout.success) for (const issue of layout.error.issues) ctx.addIssue({ ...issue, code: 'custom', path: ['components', ...issue.path] });
      return;
    }
    const rows = rowList.safeParse(components);
    if (!rows.success) {
      for (const issue of rows.error.issues)
        ctx.addIssue({ code: 'custom', path: ['components', ...issue.path], message: issue.message });
      return;
    }
    const ids = rows.data.flatMap((r) => r.components.map((c) => c.custom_id).filter((id) => id !== undefined));
    const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
    if (duplicate !== undefined)
      ctx.addIssue({ code: 'custom', path: ['components'], message: `Duplicate custom_id "${duplicate}"` });
  });

export type MessageBody = z.infer<typeof messageBodySchema>;

const modalChild = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal(1), components: z.array(textInput).length(1) }),
  z.looseObject({
    type: z.literal(18),
    label: z.string().min(1).max(45),
    description: z.string().max(100).optional(),
    component: z.discriminatedUnion('type', [textInput, stringSelect, entitySelect]),
  }),
  z.looseObject({ type: z.literal(10), content: z.string().max(4000) }),
]);

export const modalSchema = z.looseObject({
  custom_id: customId,
  title: z.string().min(1).max(45),
  components: z.array(modalChild).min(1).max(5),
});

export const autocompleteResultSchema = z.looseObject({
  choices: z
    .array(
      z.looseObject({
        name: z.string().min(1).max(100),
        value: z.union([z.string().max(100), z.number()]),
      }),
    )
    .max(25),
});

export interface DiscordErrorBody {
  code: number;
  message: string;
  errors?: Record<string, unknown>;
}

/** Turns zod issues into Discord's nested `errors` object: { a: { 0: { b: { _errors: [...] } } } }. */
export function invalidFormBody(issues: readonly z.core.$ZodIssue[], prefix: readonly (string | number)[] = []): DiscordErrorBody {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    let node = errors;
    for (const key of [...prefix, ...issue.path]) {
      const k = String(key);
      node[k] ??= {};
      node = node[k] as Record<string, unknown>;
    }
    const list = (node._errors ??= []) as Array<{ code: string; message: string }>;
    list.push({ code: issue.code.toUpperCase(), message: issue.message });
  }
  return { code: 50035, message: 'Invalid Form Body', errors };
}

/** One line per issue, for assertion messages and the fake's rejected-request log. */
export function describeIssues(body: DiscordErrorBody): string[] {
  const out: string[] = [];
  const walk = (node: unknown, path: string[]): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '_errors' && Array.isArray(value)) {
        for (const e of value as Array<{ message: string }>) out.push(`${path.join('.') || '(body)'}: ${e.message}`);
      } else walk(value, [...path, key]);
    }
  };
  walk(body.errors, []);
  return out.length ? out : [body.message];
}
