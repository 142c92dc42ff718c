import type { Action, ChosenTarget, GameState, PlayerId } from './types.js';
import { abilitySources, objDef, player } from './state/query.js';

function cardName(s: GameState, card: string): string {
  const c = s.cards[card];
  return c ? s.defs[c.def]!.name : 'a card';
}

function objName(s: GameState, id: string): string {
  const o = s.objects[id];
  if (!o) return 'an object';
  const mine = objDef(s, o).name;
  return `${mine} (${player(s, o.controller).name})`;
}

function targetName(s: GameState, t: ChosenTarget): string {
  if (t === null) return 'no (more) targets';
  if (t.kind === 'card') return `${cardName(s, t.id)} (graveyard)`;
  if (t.kind === 'stack') {
    const item = s.stack.find((i) => i.id === t.id);
    return item ? `${s.defs[item.def]!.name} (on the stack)` : 'an activation';
  }
  return t.kind === 'player' ? player(s, t.id).name : objName(s, t.id);
}

/** A short label for a button or select option (at most 80 characters). */
export function describeAction(s: GameState, _who: PlayerId, a: Action): string {
  let label: string;
  switch (a.type) {
    case 'pass': label = s.stack.length ? 'Pass (let the top of the stack resolve)' : 'Pass'; break;
    case 'concede': label = 'Concede'; break;
    case 'activate': label = `Play ${cardName(s, a.card)}`; break;
    case 'materialize': label = `Materialize ${cardName(s, a.card)}`; break;
    case 'bestow': label = `Bestow ${cardName(s, a.card)}`; break;
    case 'skipMaterialize': label = 'Do not materialize'; break;
    case 'activateAbility': {
      const o = s.objects[a.object];
      const ref = o ? abilitySources(s, o)[a.index] : undefined;
      label = ref?.builtin === 'enlighten' ? `Remove 3 enlighten counters: draw a card` : `Activate ${objName(s, a.object)}'s ability`;
      break;
    }
    case 'activateBoonAbility': label = `Activate ${cardName(s, a.card)}'s ability`; break;
    case 'activateGraveyardAbility': label = `Activate ${cardName(s, a.card)}'s ability from your graveyard`; break;
    case 'attack': label = `Attack with ${objName(s, a.attacker)}`; break;
    case 'declareX': label = `X = ${a.x}`; break;
    case 'chooseMode': label = s.pending?.kind === 'chooseElements' ? `Choose ${(['fire', 'water', 'wind'] as const)[a.mode] ?? '?'}` : `Mode ${a.mode + 1}`; break; // effects/chosen-elements.ts
    case 'chooseTarget': label = s.pending?.kind === 'pickToBanish' ? (a.target && a.target.kind === 'card' ? `Banish ${cardName(s, a.target.id)}` : 'Banish nothing') : s.pending?.kind === 'lookTopBanish' ? (a.target ? `Banish ${cardName(s, s.pending.card)}` : `Leave ${cardName(s, s.pending.card)} on top of your deck`) : `Target ${targetName(s, a.target)}`; break; // effects/look-top-banish.ts
    case 'chooseReserve': label = `Reserve ${cardName(s, a.card)}`; break;
    case 'restForReserve': label = `Rest ${objName(s, a.object)} to pay 1 (Reservable)`; break;
    case 'chooseFloating': label = a.card && s.objects[a.card] ? `Pay with ${objName(s, a.card)} (part of the memory cost)` : a.card ? `Banish ${cardName(s, a.card)} (Floating Memory)` : 'Pay the rest from memory'; break;
    case 'chooseWeapon': label = a.weapon ? `Wield ${objName(s, a.weapon)}` : 'No weapon'; break;
    case 'chooseAttackTarget': label = `Attack ${objName(s, a.target)}`; break;
    case 'cancel': label = 'Cancel'; break;
    case 'retaliate': label = a.unit ? `Retaliate with ${objName(s, a.unit)}` : 'Do not retaliate'; break;
    case 'orderTrigger': {
      const t = s.pending?.kind === 'orderTriggers' ? s.pending.triggers.find((tr) => tr.id === a.trigger) : undefined;
      label = `Put ${t ? s.defs[t.def]!.name : 'trigger'}'s ability on the stack next`;
      break;
    }
    case 'keepUnique': label = `Keep ${objName(s, a.object)}`; break;
    case 'mayAnswer': label = a.accept ? 'Yes' : 'No'; break;
    case 'chooseCard': label = s.pending?.kind === 'pickCard' ? `${({ banishFromAnyGraveyard: 'Banish:', lowestToField: 'Put onto the field:', loadFromHandOrMemory: 'Load:' })[s.pending.purpose]} ${cardName(s, a.card)}` // effects/champion-picks.ts
      : `${s.pending?.kind === 'chooseMemory' || s.pending?.kind === 'chooseGraveyardCard' || s.pending?.kind === 'returnOmen' ? 'Return to hand:' : s.pending?.kind === 'chooseBanished' ? 'Put onto the field:' : s.pending?.kind === 'chooseOmen' ? 'Banish as an omen:' : s.pending?.kind === 'eachBanishesFromGraveyard' ? 'Banish:' : s.pending?.kind === 'moveFromHand' ? (s.pending.to === 'memory' ? 'Put into your memory:' : s.pending.to === 'deckTop' ? 'Put on top of your deck:' : 'Put on the bottom of your deck:') : 'Discard'} ${cardName(s, a.card)}`; break;
    case 'returnPreserved': label = `Return ${cardName(s, a.card)} to hand (Preserved)`; break;
    case 'payWither': label = a.card ? `Pay ${cardName(s, a.card)} (wither)` : 'Do not pay (sacrifice it)'; break;
    case 'glimpseChoice': label = `${cardName(s, a.card)}: ${a.where === 'top' ? 'on top' : 'to the bottom'}`; break;
    case 'searchChoice': label = a.card ? `Take ${cardName(s, a.card)}` : 'Find nothing'; break;
    case 'declarePrepare': label = a.prepare ? 'Prepare (remove preparation counters)' : 'Do not prepare'; break;
    case 'declareAltCost': label = a.use ? 'Pay its alternative cost instead of the reserve cost' : 'Pay the reserve cost'; break;
    case 'declareBrew': label = a.brew ? 'Brew (sacrifice the ingredients)' : 'Pay the reserve cost'; break;
    case 'chooseIngredient': label = `Sacrifice ${objName(s, a.object)} (Brew)`; break;
    case 'chooseKindle': label = a.card ? `Banish ${cardName(s, a.card)} (Kindle)` : 'No more Kindle'; break;
    case 'ephemerate': label = `Ephemerate ${cardName(s, a.card)}`; break;
    case 'activateFromMaterialDeck': label = `Activate ${cardName(s, a.card)} from your material deck`; break;
    case 'chooseCostPart': label = s.objects[a.id] ? `Sacrifice ${objName(s, a.id)}` : `Banish ${cardName(s, a.id)} from your graveyard`; break;
    case 'starcall': label = `Starcall ${cardName(s, a.card)}${a.free ? ' paying (0)' : ''}${a.free === 'effect' ? ' (then glimpse)' : ''}`; break;
    case 'chooseAttackPlayer': label = `Cleave: attack everything ${player(s, a.player).name} controls`; break;
    case 'noMoreTargets': label = 'No more attack targets'; break;
    case 'criticalDiscard': label = a.card ? `Discard ${cardName(s, a.card)} (Critical)` : 'Do not discard (damage is doubled)'; break;
    case 'chooseCommandAlly': label = `${objName(s, a.object)} performs the attack (Command)`; break;
    case 'aethercall': label = `Load ${cardName(s, a.card)} into ${objName(s, a.weapon)} (Aethercalling)`; break;
    case 'loadInto': label = `Load into ${objName(s, a.object)}`; break;
    case 'chooseLink': label = `Link to ${objName(s, a.object)}`; break;
    case 'chooseName': label = `Name ${a.name}`; break;
    case 'chooseCopy': label = a.object ? `Enter as a copy of ${objName(s, a.object)}` : 'Enter as itself'; break;
    case 'orderReplacement': {
      const o = s.pending?.kind === 'orderReplacements' || s.pending?.kind === 'orderLeavingReplacements' ? s.pending.options.find((x) => x.id === a.replacement) : undefined;
      label = `Apply first: ${o?.label ?? a.replacement}`;
      break;
    }
    case 'consent': label = a.accept ? 'Accept how it was carried out' : 'Object (undo it)'; break;
    case 'assist': {
      const t = a.tool;
      const place = (z: string) => z === 'deckTop' ? 'the top of your deck' : z === 'deckBottom' ? 'the bottom of your deck' : `your ${z}`;
      label = t.tool === 'done' ? 'Done: ask the opponent to accept'
        : t.tool === 'draw' ? `${player(s, t.player).name} draws ${t.count}`
        : t.tool === 'damage' ? `${t.amount} damage to ${objName(s, t.object)}`
        : t.tool === 'recover' ? `Remove ${t.amount} damage from ${objName(s, t.object)}`
        : t.tool === 'counters' ? `${t.delta > 0 ? '+' : ''}${t.delta} ${t.counter} counter on ${objName(s, t.object)}`
        : t.tool === 'destroy' ? `Destroy ${objName(s, t.object)}`
        : t.tool === 'banish' ? `Banish ${objName(s, t.object)}`
        : t.tool === 'bounce' ? `Return ${objName(s, t.object)} to its owner's hand`
        : t.tool === 'rest' ? `Rest ${objName(s, t.object)}`
        : t.tool === 'search' ? `Search your deck: ${s.defs[t.def]?.name ?? t.def} to ${t.to === 'field' ? 'the field' : `your ${t.to}`}`
        : t.tool === 'shuffle' ? 'Shuffle your deck'
        : t.tool === 'mill' ? `${player(s, t.player).name} puts the top ${t.count} of their deck into the graveyard`
        : t.tool === 'lookTop' ? `Look at the top ${t.count} of your deck`
        : t.tool === 'discardChosen' ? `${player(s, t.player).name} discards a card of their choice`
        : t.tool === 'modify' ? `+${t.amount} ${t.stat} to ${objName(s, t.object)} until end of turn`
        : t.tool === 'prevent' ? `Prevent the next ${t.amount} damage to ${objName(s, t.object)} this turn`
        : t.tool === 'token' ? `Create a ${s.defs[t.def]?.name ?? 'token'} token`
        : t.tool === 'moveCard' ? `Move ${cardName(s, t.card)} to ${place(t.to)}`
        : `Wake up ${objName(s, t.object)}`;
      break;
    }
  }
  return label.length > 80 ? `${label.slice(0, 79)}…` : label;
}
