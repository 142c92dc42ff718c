import type { Action } from '../../engine/types.js';
import type { CardFace, GameView, ObjectView } from '../../engine/view-types.js';
import { clampLabel, type PromptOption } from './prompt.js';

/** A card the viewer may see, by id: their own private zones and every public zone. */
function visibleCard(view: GameView, id: string): CardFace | undefined {
  for (const p of view.players) {
    for (const zone of [p.hand, p.memory, p.materialDeck, p.graveyard, p.banishment, p.lineage, p.preserved]) {
      const found = zone?.find((c) => c.id === id);
      if (found) return found;
    }
  }
  return view.combat?.intent.find((c) => c.id === id);
}

function visibleObject(view: GameView, id: string): ObjectView | undefined {
  return view.field.find((o) => o.id === id) ?? view.players.map((p) => p.champion).find((c) => c?.id === id) ?? undefined;
}

export function costText(card: CardFace): string {
  const { kind, value } = card.cost;
  if (kind === 'none' || value === null) return 'free';
  return `${value} ${kind}`;
}

/** "(2 reserve) (fast)": what playing the card costs, and whether it can be played at fast speed. */
export function playFacts(card: CardFace): string {
  return `(${costText(card)})${card.speed ? ' (fast)' : ''}`;
}

/** "(power 3, 9 life left)": the figures that matter when attacking or retaliating. */
export function combatFacts(object: ObjectView): string {
  const parts: string[] = [];
  if (object.power !== null) parts.push(`power ${object.power}`);
  if (object.life !== null) parts.push(`${Math.max(0, object.life - object.damage)} life left`);
  if (object.rested) parts.push('rested');
  return parts.length ? `(${parts.join(', ')})` : '';
}

function facts(view: GameView, action: Action): string {
  switch (action.type) {
    case 'activate':
    case 'materialize':
    case 'ephemerate':
    case 'activateFromMaterialDeck':
    case 'starcall': {
      const card = visibleCard(view, action.card);
      return card ? playFacts(card) : '';
    }
    case 'attack': {
      const o = visibleObject(view, action.attacker);
      return o ? combatFacts(o) : '';
    }
    case 'chooseAttackTarget': {
      const o = visibleObject(view, action.target);
      return o ? combatFacts(o) : '';
    }
    case 'retaliate': {
      const o = action.unit ? visibleObject(view, action.unit) : undefined;
      return o ? combatFacts(o) : '';
    }
    case 'chooseReserve':
      return '(hand → memory, 1 card)';
    case 'chooseCard':
      return '(1 card)';
    default:
      return '';
  }
}

/** The engine's labels with the facts a player weighs, from that player's own view. */
export function withFacts(view: GameView, options: readonly PromptOption[]): PromptOption[] {
  return options.map((o) => {
    const extra = facts(view, o.action);
    return extra ? { ...o, label: clampLabel(`${o.label} ${extra}`) } : o;
  });
}
