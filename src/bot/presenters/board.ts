import { ButtonStyle, ComponentType } from 'discord.js';
import type { GameView } from '../../engine/view-types.js';
import type { LogEntry } from '../../engine/types.js';
import { customIds } from '../custom-ids.js';
import { phaseName, type Row } from './prompt.js';

export const BOARD_FILE = 'board.png';
const LOG_LINES = 8;

function nameOf(view: GameView, id: string | undefined): string | null {
  if (!id) return null;
  return view.players.find((p) => p.id === id)?.name ?? null;
}

export function logLine(view: GameView, entry: LogEntry): string {
  const who = nameOf(view, entry.player);
  return `T${entry.turn}${who ? ` · ${who}` : ''}: ${entry.text}`;
}

export function resultText(view: GameView): string | null {
  const r = view.result;
  if (!r) return null;
  return r.kind === 'win' ? `🏆 **${nameOf(view, r.winner) ?? r.winner}** wins (${r.reason}).` : `The game is a draw (${r.reason}).`;
}

function playerLine(p: GameView['players'][number]): string {
  const c = p.champion;
  const champ = c ? `${c.card.name} L${c.level ?? '?'} · ${Math.max(0, (c.life ?? 0) - c.damage)} life` : 'no champion';
  return `**${p.name}**: ${champ} · hand ${p.handCount} · memory ${p.memoryCount} · deck ${p.mainDeckCount}`;
}

/** The public board message: built from the public view only. */
export function boardContent(view: GameView): string {
  const header = `**Turn ${view.turn}** · ${phaseName(view.phase)} · ${nameOf(view, view.turnPlayer) ?? '?'}'s turn`;
  const status = resultText(view) ?? `Waiting: ${view.waitingFor}`;
  const log = view.log.slice(-LOG_LINES).map((e) => `> ${logLine(view, e)}`);
  const text = [header, ...view.players.map(playerLine), status, ...(log.length ? ['**Log**', ...log] : [])].join('\n');
  return text.length <= 2000 ? text : `${text.slice(0, 1999)}…`;
}

/** The full log for /play history, newest last, within one message. */
export function historyContent(view: GameView): string {
  const lines = view.log.map((e) => logLine(view, e));
  let text = '';
  for (let i = lines.length - 1; i >= 0; i--) {
    const next = `${lines[i]}\n${text}`;
    if (next.length > 1900) {
      text = `… ${i + 1} earlier entries\n${text}`;
      break;
    }
    text = next;
  }
  return `**History**\n${text || '(nothing yet)'}`;
}

/** The public "your move" message: names who acts, with buttons that answer privately. */
/** `deadline`: when the acting player's turn timer runs out (ms since epoch), shown as a Discord timestamp. */
export function turnMessage(
  view: GameView,
  matchId: string,
  acting: string[],
  dmClosed: string[],
  deadline?: number | null,
): { content: string; components: Row[] } {
  const who = acting.map((id) => `<@${id}>`).join(', ');
  const timer = deadline ? ` Time runs out <t:${Math.floor(deadline / 1000)}:R>.` : '';
  const content = view.result ? resultText(view)! : `${who || 'Nobody'}: ${view.waitingFor}. Open your prompt to act.${timer}`;
  const components: Row[] = view.result
    ? [
        {
          type: ComponentType.ActionRow,
          components: [{ type: ComponentType.Button as const, style: ButtonStyle.Success as const, label: 'Rematch', custom_id: customIds.rematch(matchId) }],
        },
      ]
    : [
        {
          type: ComponentType.ActionRow,
          components: [
            { type: ComponentType.Button as const, style: ButtonStyle.Primary as const, label: 'Open my prompt', custom_id: customIds.openPrompt(matchId) },
            ...(dmClosed.length
              ? [{ type: ComponentType.Button as const, style: ButtonStyle.Secondary as const, label: 'Show my hand', custom_id: customIds.hand(matchId) }]
              : []),
          ],
        },
      ];
  return { content, components };
}

export function showHandRow(matchId: string): Row {
  return {
    type: ComponentType.ActionRow,
    components: [{ type: ComponentType.Button, style: ButtonStyle.Secondary, label: 'Show my hand', custom_id: customIds.hand(matchId) }],
  };
}
