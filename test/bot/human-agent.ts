import * as engine from '../../src/engine/index.js';
import type { Action } from '../../src/engine/types.js';
import { onlyPassing } from '../../src/bot/autopilot.js';
import type { MatchRecord } from '../../src/store/records.js';
import type { ArchivistStore } from '../../src/store/match-store.js';
import { buttonsOf, selectsOf, type FakeDiscord, type InteractionHandle, type RecordedMessage } from '../discord/fake-discord.js';
import { turnMessage } from './driver.js';

/**
 * A human-like player through the fake Discord: plays what it can (a random real choice) and
 * passes otherwise; pays a reserve cost with the one multi-select when it is offered. It reads
 * the stored state only to tell which clicks were pass-only (the measure), never to decide.
 */
export interface HumanStats {
  /** Clicks on a choice: buttons, select menus, multi-selects, stop buttons. */
  clicks: number;
  /** "Open my prompt" clicks (a player without a live prompt). */
  openClicks: number;
  /** Clicks made on a prompt whose only real answer was to pass. */
  passOnlyClicks: number;
  /** Engine actions the players chose (a multi-select of N counts N). */
  decisions: number;
  handles: InteractionHandle[];
  /** The type of each action chosen, in order (a multi-select: its first). */
  chosen: Array<{ player: string; type: Action['type'] }>;
}

export function newStats(): HumanStats {
  return { clicks: 0, openClicks: 0, passOnlyClicks: 0, decisions: 0, handles: [], chosen: [] };
}

const PASSIVE = new Set<Action['type']>(['pass', 'skipMaterialize', 'cancel', 'concede']);

type Choice =
  | { kind: 'button'; customId: string; action: Action | undefined }
  | { kind: 'select'; customId: string; value: string; action: Action | undefined }
  | { kind: 'multi'; customId: string; values: string[] };

function choicesOf(prompt: RecordedMessage, legal: Action[]): Choice[] {
  const out: Choice[] = [];
  for (const s of selectsOf(prompt)) {
    if (s.customId.startsWith('mm:')) out.push({ kind: 'multi', customId: s.customId, values: s.options.slice(0, s.minValues).map((o) => o.value) });
    if (s.customId.startsWith('ms:')) for (const o of s.options) out.push({ kind: 'select', customId: s.customId, value: o.value, action: legal[Number(o.value)] });
  }
  for (const b of buttonsOf(prompt)) {
    if (b.customId?.startsWith('m:') && !b.disabled) out.push({ kind: 'button', customId: b.customId, action: legal[Number(b.customId.split(':')[3])] });
  }
  return out;
}

/** The choice a player who plays whatever they can makes; the pass when there is nothing to play. */
export function humanChoice(choices: readonly Choice[], random: () => number): Choice | undefined {
  const multi = choices.find((c) => c.kind === 'multi');
  if (multi) return multi;
  const real = choices.filter((c) => c.kind !== 'multi' && c.action && !PASSIVE.has(c.action.type));
  if (real.length > 0) return real[Math.floor(random() * real.length)];
  const passing = choices.find((c) => c.kind !== 'multi' && (c.action?.type === 'pass' || c.action?.type === 'skipMaterialize'));
  return passing ?? choices.find((c) => c.kind !== 'multi' && c.action?.type !== 'concede');
}

function promptVersion(prompt: RecordedMessage): number | null {
  const ids = [...buttonsOf(prompt).map((b) => b.customId ?? ''), ...selectsOf(prompt).map((s) => s.customId)].filter((id) => /^(m|ms|mm|sp):/.test(id));
  return ids[0] ? Number(ids[0].split(':')[2]) : null;
}

/**
 * One click of the acting player: on their live prompt when it shows the current version,
 * else on a fresh one opened from the turn message. Returns the record after the click.
 */
export async function humanStep(
  fake: FakeDiscord,
  store: ArchivistStore,
  matchId: string,
  prompts: Map<string, RecordedMessage>,
  stats: HumanStats,
  random: () => number,
): Promise<MatchRecord> {
  const record = (await store.getMatch(matchId))!;
  const actor = engine.actingPlayers(record.state)[0];
  if (!actor || record.state.result) return record;
  let prompt = prompts.get(actor);
  if (prompt) {
    const current = prompt;
    prompt = await fake.waitFor(() => promptVersion(current) === record.state.version && current, 300, 'prompt refresh').catch(() => undefined);
  }
  if (!prompt) {
    const turn = await fake.waitFor(() => turnMessage(fake, record.meta.threadId!), 5000, 'turn message');
    const open = fake.clickButton({ user: actor, message: turn, customId: `op:${matchId}` });
    stats.openClicks++;
    stats.handles.push(open);
    prompt = (await open.response()).message!;
    prompts.set(actor, prompt);
  }
  const legal = engine.legalActions(record.state, actor);
  const choice = humanChoice(choicesOf(prompt, legal), random);
  if (!choice) throw new Error(`prompt for ${actor} has no choices: ${prompt.content}`);
  const click =
    choice.kind === 'button'
      ? fake.clickButton({ user: actor, message: prompt, customId: choice.customId })
      : fake.selectMenu({ user: actor, message: prompt, customId: choice.customId, values: choice.kind === 'multi' ? choice.values : [choice.value] });
  stats.clicks++;
  stats.decisions += choice.kind === 'multi' ? choice.values.length : 1;
  if (onlyPassing(legal)) stats.passOnlyClicks++;
  stats.handles.push(click);
  const first = choice.kind === 'multi' ? legal[Number(choice.values[0])] : choice.action;
  if (first) stats.chosen.push({ player: actor, type: first.type });
  const response = await click.response();
  if (response.message) prompts.set(actor, response.message);
  return (await store.getMatch(matchId))!;
}
