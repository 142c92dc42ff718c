import { z } from 'zod';

/** Application command limits Discord checks on PUT/POST .../commands. */

const chatInputName = z
  .string()
  .regex(/^[-_'\p{Ll}\p{Lm}\p{Lo}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u, 'Names are 1-32 lowercase letters, digits, - or _');

const choice = z.looseObject({
  name: z.string().min(1).max(100),
  value: z.union([z.string().max(100), z.number()]),
});

interface OptionShape {
  type: number;
  name: string;
  description: string;
  required?: boolean | undefined;
  autocomplete?: boolean | undefined;
  choices?: Array<{ name: string; value: string | number }> | undefined;
  options?: OptionShape[] | undefined;
}

const option: z.ZodType<OptionShape> = z.lazy(() =>
  z
    .looseObject({
      type: z.number().int().min(1).max(11),
      name: chatInputName,
      description: z.string().min(1).max(100),
      required: z.boolean().optional(),
      autocomplete: z.boolean().optional(),
      choices: z.array(choice).max(25).optional(),
      options: z.array(option).max(25).optional(),
    })
    .superRefine((o, ctx) => {
      if (o.autocomplete && o.choices?.length)
        ctx.addIssue({ code: 'custom', path: ['autocomplete'], message: 'An option cannot have both choices and autocomplete' });
      checkOptionList(o.options, ctx);
    }),
);

function checkOptionList(options: OptionShape[] | undefined, ctx: z.RefinementCtx): void {
  if (!options) return;
  let seenOptional = false;
  for (const [i, o] of options.entries()) {
    if (o.type === 1 || o.type === 2) continue;
    if (!o.required) seenOptional = true;
    else if (seenOptional)
      ctx.addIssue({ code: 'custom', path: ['options', i, 'required'], message: 'Required options must be placed before non-required options' });
  }
  const names = options.map((o) => o.name);
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup) ctx.addIssue({ code: 'custom', path: ['options'], message: `Duplicate option name "${dup}"` });
}

export const commandSchema = z
  .looseObject({
    name: z.string().min(1).max(32),
    type: z.number().int().min(1).max(4).optional(),
    description: z.string().max(100).optional(),
    options: z.array(option).max(25).optional(),
  })
  .superRefine((c, ctx) => {
    if ((c.type ?? 1) !== 1) return;
    if (!chatInputName.safeParse(c.name).success)
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'Names are 1-32 lowercase letters, digits, - or _' });
    if (!c.description) ctx.addIssue({ code: 'custom', path: ['description'], message: 'A slash command needs a description' });
    checkOptionList(c.options, ctx);
  });

export const commandListSchema = z.array(commandSchema).max(100);
