import { ButtonStyle, ComponentType } from 'discord.js';
import type { APIButtonComponentWithCustomId } from 'discord.js';
import type { Action, GameState, PlayerId } from '../../engine/types.js';
import type { PassStop } from '../../store/records.js';
import { passingAction } from '../autopilot.js';
import { customIds, type StopCode } from '../custom-ids.js';
import { clampLabel, MAX_BUTTONS, OPTIONS_PER_MENU, type PromptOption, type Row } from './prompt.js';

export const STOP_LABELS: Record<StopCode, string> = {
  m: 'Pass until my turn',
  e: 'Pass until something happens',
  x: 'Pass to end of turn',
};

const STOP_TEXT: Record<PassStop['kind'], string> = {
  myTurn: 'passing until your turn',
  event: 'passing until something happens',
  endOfTurn: 'passing to the end of the turn',
};

/** The line telling a player which stop of theirs is on. */
export function stopNote(stop: PassStop | undefined): string | undefined {
  return stop ? `⏩ Your stop: ${STOP_TEXT[stop.kind]}.` : undefined;
}

/** The three "pass until" buttons, offered whenever passing is one of the player's choices. */
export function stopRow(matchId: string, version: number, options: readonly PromptOption[]): Row[] {
  if (!passingAction(options.map((o) => o.action))) return [];
  const buttons: APIButtonComponentWithCustomId[] = (Object.keys(STOP_LABELS) as StopCode[]).map((code) => ({
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label: STOP_LABELS[code],
    custom_id: customIds.stop(matchId, version, code),
  }));
  return [{ type: ComponentType.ActionRow, components: buttons }];
}

/** A decision answered by choosing exactly `count` of `choices` (each one action, applied in order). */
export interface MultiPick {
  count: number;
  what: string;
  choices: PromptOption[];
}

const RESERVE_ANSWERS: ReadonlySet<Action['type']> = new Set(['chooseReserve', 'restForReserve']);

/**
 * The "choose N" decisions of `player` that one multi-select can answer: a reserve cost (hand
 * cards and Reservable objects), discarding N cards, returning N memory cards. Only when N ≥ 2
 * and every candidate fits in one menu; otherwise the ordinary prompt asks card by card.
 */
export function multiPickOf(state: GameState, player: PlayerId, options: readonly PromptOption[]): MultiPick | null {
  const d = state.pending;
  if (!d || d.player !== player) return null;
  let count = 0;
  let what = '';
  let choices: PromptOption[] = [];
  if (d.kind === 'activation' && d.draft.stage === 'reserve') {
    const dr = d.draft;
    count = dr.reserveNeeded - dr.reserve.length - (dr.reserveObjects?.length ?? 0) - (dr.kindle?.length ?? 0);
    choices = options.filter((o) => RESERVE_ANSWERS.has(o.action.type));
    what = `Pay the reserve cost: pick ${count} (each card moves from your hand to your memory; a Reservable is rested)`;
  } else if (d.kind === 'chooseCard' || d.kind === 'chooseMemory') {
    choices = options.filter((o) => o.action.type === 'chooseCard');
    count = Math.min(d.count, choices.length);
    what = d.kind === 'chooseCard' ? `Discard ${count} cards (hand → graveyard)` : `Return ${count} cards from memory to your hand`;
  }
  if (count < 2 || choices.length < count || choices.length > OPTIONS_PER_MENU) return null;
  return { count, what, choices };
}

/** One select menu with min = max = N, and the other answers (Cancel) as buttons. */
export function multiPickComponents(matchId: string, version: number, pick: MultiPick, options: readonly PromptOption[]): Row[] {
  const picked = new Set(pick.choices.map((o) => o.index));
  const others = options.filter((o) => !picked.has(o.index)).slice(0, MAX_BUTTONS);
  const rows: Row[] = [
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: customIds.multi(matchId, version),
          placeholder: clampLabel(pick.what, 150),
          min_values: pick.count,
          max_values: pick.count,
          options: pick.choices.map((o) => ({ label: o.label, value: String(o.index) })),
        },
      ],
    },
  ];
  if (others.length > 0) {
    rows.push({
      type: ComponentType.ActionRow,
      components: others.map((o) => ({
        type: ComponentType.Button as const,
        style: ButtonStyle.Secondary,
        label: o.label,
        custom_id: customIds.action(matchId, version, o.index),
      })),
    });
  }
  return rows;
}
