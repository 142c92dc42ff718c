import { ButtonStyle, ComponentType } from 'discord.js';
import type { APIActionRowComponent, APIButtonComponentWithCustomId, APIComponentInMessageActionRow } from 'discord.js';
import type { Action, GameState, PlayerId } from '../../engine/types.js';
import type { GameView } from '../../engine/view-types.js';
import { customIds } from '../custom-ids.js';
import type { EnginePort } from '../ports.js';

export const MAX_BUTTONS = 5;
export const OPTIONS_PER_MENU = 25;
export const MAX_LABEL = 80;

export interface PromptOption {
  /** Index into legalActions(state, player): what the click sends back. */
  index: number;
  label: string;
  action: Action;
}

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

export function clampLabel(text: string, max = MAX_LABEL): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length === 0) return '…';
  return clean.length <= max ? clean : `${clean.slice(0, max - 1)}…`;
}

/** The choices offered to a player now. Concede is left to /play concede so it is never misclicked. */
export function promptOptions(engine: EnginePort, state: GameState, player: PlayerId): PromptOption[] {
  return engine
    .legalActions(state, player)
    .map((action, index) => ({ index, action, label: clampLabel(engine.describeAction(state, player, action)) }))
    .filter((o) => o.action.type !== 'concede');
}

type ActionStyle = APIButtonComponentWithCustomId['style'];

function styleOf(action: Action): ActionStyle {
  switch (action.type) {
    case 'pass':
    case 'skipMaterialize':
    case 'cancel':
      return ButtonStyle.Secondary;
    case 'attack':
      return ButtonStyle.Danger;
    default:
      return ButtonStyle.Primary;
  }
}

export function pageCount(options: readonly PromptOption[]): number {
  return Math.max(1, Math.ceil(options.length / OPTIONS_PER_MENU));
}

/**
 * Buttons when there are at most five choices; otherwise a select menu of 25 per page,
 * with the passing choices kept as buttons and Previous/Next buttons beyond 25.
 */
export function promptComponents(matchId: string, version: number, options: readonly PromptOption[], page = 0): Row[] {
  if (options.length === 0) return [];
  const button = (o: PromptOption): APIButtonComponentWithCustomId => ({
    type: ComponentType.Button,
    style: styleOf(o.action),
    label: o.label,
    custom_id: customIds.action(matchId, version, o.index),
  });
  if (options.length <= MAX_BUTTONS) {
    return [{ type: ComponentType.ActionRow, components: options.map(button) }];
  }
  const pages = pageCount(options);
  const current = Math.min(Math.max(0, page), pages - 1);
  const slice = options.slice(current * OPTIONS_PER_MENU, (current + 1) * OPTIONS_PER_MENU);
  const rows: Row[] = [
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: customIds.select(matchId, version, current),
          placeholder: clampLabel(pages > 1 ? `Choose (page ${current + 1} of ${pages})` : 'Choose', 150),
          min_values: 1,
          max_values: 1,
          options: slice.map((o) => ({ label: o.label, value: String(o.index) })),
        },
      ],
    },
  ];
  const quick = options.filter((o) => o.action.type === 'pass' || o.action.type === 'skipMaterialize' || o.action.type === 'cancel');
  const nav: APIButtonComponentWithCustomId[] = [];
  if (pages > 1) {
    nav.push({
      type: ComponentType.Button as const,
      style: ButtonStyle.Secondary,
      label: '◀ Previous',
      custom_id: customIds.page(matchId, version, current - 1),
      disabled: current === 0,
    });
    nav.push({
      type: ComponentType.Button as const,
      style: ButtonStyle.Secondary,
      label: 'Next ▶',
      custom_id: customIds.page(matchId, version, current + 1),
      disabled: current === pages - 1,
    });
  }
  const extra = [...quick.slice(0, MAX_BUTTONS - nav.length).map(button), ...nav];
  if (extra.length > 0) rows.push({ type: ComponentType.ActionRow, components: extra });
  return rows;
}

/** The text above a player's prompt, from that player's own view. */
export function promptText(view: GameView, player: PlayerId, hasOptions: boolean, note?: string): string {
  const lines: string[] = [];
  if (note) lines.push(note);
  lines.push(`**Turn ${view.turn}** · ${phaseName(view.phase)}${view.combatStep ? ` (${view.combatStep})` : ''}`);
  if (view.result) lines.push('The game is over.');
  else if (hasOptions) lines.push(`Your move: ${view.waitingFor}`);
  else lines.push(`Waiting: ${view.waitingFor}`);
  const me = view.players.find((p) => p.id === player);
  if (me?.hand) lines.push(`Hand: ${me.hand.length ? me.hand.map((c) => c.name).join(', ') : '(empty)'}`);
  return lines.join('\n').slice(0, 2000);
}

export function phaseName(phase: GameView['phase']): string {
  const names: Partial<Record<GameView['phase'], string>> = {
    wakeUp: 'Wake Up phase',
    materialize: 'Materialize phase',
    recollection: 'Recollection phase',
    draw: 'Draw phase',
    main: 'Main phase',
    combat: 'Combat phase',
    end: 'End phase',
  };
  return names[phase] ?? `${phase[0]?.toUpperCase() ?? ''}${phase.slice(1)} phase`;
}
