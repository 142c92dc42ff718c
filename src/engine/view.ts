import type { CardDef } from '../cards/vocabulary.js';
import type { CardId, ChosenTarget, GameState, ObjectState, PlayerId, StackItem } from './types.js';
import type { CardFace, GameView, ObjectView, PlayerView, StackItemView } from './view-types.js';
import { activeStatMods, currentStat, enabledElements, objDef, player, resolvingItem } from './state/query.js';
import type { ActiveStatMod } from './state/query.js';
import { actingPlayers } from './legal.js';
import { readOnly } from './state/memo.js';
import { preservedCards } from './effects/preserve.js';

// Faces are immutable facts: one object per (definition, card id) serves every view.
const faces = new WeakMap<CardDef, Map<string, CardFace>>();

export function faceOf(def: CardDef, id: string): CardFace {
  let byId = faces.get(def);
  if (!byId) faces.set(def, (byId = new Map()));
  let face = byId.get(id);
  if (!face) byId.set(id, (face = Object.freeze(makeFace(def, id))));
  return face;
}

function makeFace(def: CardDef, id: string): CardFace {
  return {
    id, slug: def.slug, name: def.name, types: def.types, supertypes: def.supertypes, subtypes: def.subtypes,
    classes: def.classes, elements: def.elements,
    cost: def.cost.kind === 'none' ? { kind: 'none', value: null } : { kind: def.cost.kind, value: def.cost.value },
    level: def.level, power: def.power, life: def.life, durability: def.durability, speed: def.speed, scripted: def.scripted,
  };
}

function cardFace(s: GameState, card: CardId): CardFace {
  return faceOf(s.defs[s.cards[card]!.def]!, card);
}

type StatMods = Record<'power' | 'life' | 'level', ActiveStatMod[]>;

function objectView(s: GameState, o: ObjectState, mods: StatMods): ObjectView {
  return {
    id: o.id,
    card: faceOf(objDef(s, o), o.card ?? o.id),
    controller: o.controller, owner: o.owner, rested: o.rested, damage: o.damage, counters: { ...o.counters },
    power: currentStat(s, o, 'power', mods.power), life: currentStat(s, o, 'life', mods.life), level: currentStat(s, o, 'level', mods.level),
    isToken: o.card === null,
    attacking: s.combat?.attacker === o.id,
    defending: s.combat?.defender === o.id || !!s.combat?.defenders?.some((d) => d.id === o.id),
    // Loaded cards (game-zones-object-specific-zones.md#loaded-cards), shown like an inner lineage.
    ...(o.loaded?.length ? { loaded: o.loaded.map((c) => cardFace(s, c)) } : {}),
  };
}

function describeTarget(s: GameState, t: ChosenTarget): string {
  if (t === null) return 'no target';
  if (t.kind === 'card') return s.defs[s.cards[t.id]!.def]!.name;
  if (t.kind === 'stack') {
    const item = s.stack.find((i) => i.id === t.id);
    return item ? s.defs[item.def]!.name : 'an activation';
  }
  if (t.kind === 'player') return player(s, t.id).name;
  const o = s.objects[t.id];
  return o ? objDef(s, o).name : 'a target that left';
}

function stackView(s: GameState, item: StackItem): StackItemView {
  const def = s.defs[item.def]!;
  return {
    id: item.id, kind: item.kind, controller: item.controller,
    name: item.kind === 'ability' || item.kind === 'trigger' ? `${def.name} (ability)` : def.name,
    card: item.card ? cardFace(s, item.card) : null,
    targets: item.targets.map((t) => describeTarget(s, t)),
  };
}

export function waitingFor(s: GameState): string {
  if (s.result) return 'The game is over.';
  const d = s.pending;
  if (d) {
    const who = player(s, d.player).name;
    switch (d.kind) {
      case 'materializePhase': return `${who} may materialize a card.`;
      case 'activation': return `${who} is ${d.draft.stage === 'reserve' || d.draft.stage === 'floating' || d.draft.stage === 'kindle' || d.draft.stage === 'brew' || d.draft.stage === 'altCost' || d.draft.stage === 'prepare' ? 'paying a cost' : d.draft.stage === 'x' ? 'choosing X' : d.draft.stage === 'mode' ? 'choosing a mode' : 'choosing targets'}.`;
      case 'attackDeclaration': return `${who} is declaring an attack.`;
      case 'retaliate': return `${who} may retaliate.`;
      case 'orderTriggers': return `${who} is ordering triggered abilities.`;
      case 'triggerTargets': return `${who} is choosing targets for a triggered ability.`;
      case 'keepUnique': return `${who} is choosing which unique object to keep.`;
      case 'may': return `${who} is deciding whether to carry out an optional effect.`;
      case 'chooseCard': return `${who} is choosing a card to discard.`;
      case 'assisted': return `${who} is carrying out the text of ${s.defs[d.item.def]!.name} (assisted).`;
      case 'assistConsent': return `${who} may accept or object to how ${s.defs[d.assisted.item.def]!.name} was carried out.`;
      case 'assistDiscard': return `${who} is choosing a card to discard.`;
      case 'glimpse': return d.deckOwner ? `${who} is looking at the top of ${player(s, d.deckOwner).name}'s deck.` : `${who} is glimpsing.`;
      case 'search': return d.to === 'materialize' ? `${who} is choosing a card of their material deck to materialize.` : `${who} is searching their deck.`;
      case 'enterAsCopy': return `${who} is choosing what their card enters as a copy of.`;
      case 'copyTargets': return `${who} may choose new targets for a copy.`;
      case 'orderLeavingReplacements': return `${who} is choosing which replacement effect applies.`;
      case 'triggerMode': return `${who} is choosing a mode for a triggered ability.`;
      case 'orderBottom': return `${who} is ordering cards to put on the bottom of their deck.`;
      case 'chooseLink': return `${who} is choosing what their Link object is linked to.`;
      case 'chooseBoonName': return `${who} is choosing a card name for a boon.`;
      case 'moveFromHand': return `${who} is choosing cards from their hand to put ${d.to === 'memory' ? 'into their memory' : d.to === 'deckTop' ? 'on top of their deck' : 'on the bottom of their deck'}.`;
      case 'sacrificePair': return `${who} may sacrifice two objects with the same name.`;
      case 'pickCards': return `${who} is picking cards from their ${d.purpose === 'graveyardToBottom' ? 'graveyard' : 'hand'}.`;
      case 'eachBanishesFromGraveyard': return `${who} is choosing cards of their graveyard to banish.`;
      case 'payToDo': return `${who} may pay ${d.amount}.`;
      case 'chooseGraveyardCard': return `${who} is choosing a card to return from their graveyard.`;
      case 'cardPick': return d.purpose === 'payX' ? `${who} may pay X.` : d.purpose === 'removeCounters' ? `${who} is choosing how many counters to remove.` : d.purpose === 'drawCount' ? `${who} is choosing how many cards to draw.` : `${who} is picking cards${d.purpose === 'discardThenDraw' ? ' to discard' : d.purpose === 'handIntoDeck' ? ' to shuffle into their deck' : ' for their hand'}.`;
      case 'banishFromGraveyard': return `${who} may banish cards from their graveyard.`;
      case 'revealCards': return `${who} may reveal cards.`;
      case 'levelUpChoice': return `${who} is choosing a champion card to level up into.`;
      case 'pickCard': return `${who} is choosing a card.`;
      case 'sacrificeAnother': return `${who} may sacrifice an object.`;
      case 'discardToDo': return `${who} may discard a card.`;
      case 'choosePlayerForControl': return `${who} chooses a player to gain control.`;
      case 'lookTopBanish': return `${who} looks at the top card of their deck.`;
      case 'chooseElements': return `${who} chooses basic elements.`;
      case 'pickToBanish': return `${who} picks a card to banish from ${d.owner === d.player ? 'their' : `${player(s, d.owner).name}'s`} ${d.zone === 'memory' ? 'memory' : 'material deck'}.`;
      case 'banishLineageCard': return `${who} chooses a lineage card to banish.`;
      case 'discardLineageCards': return `${who} chooses lineage cards to discard.`;
      case 'lookAndTake': return `${who} looks at the top of their deck.`;
      case 'materialDeckMove': return `${who} picks cards for a material deck move.`;
      case 'lookAndDiscard': return `${who} looks at an opponent's hand or memory.`;
      case 'banishOwnMaterialCards': return `${who} is choosing cards of their material deck to banish.`;
      case 'sortTopCards': return `${who} is looking at the top of their deck.`;
      case 'lookAtTop': return `${who} is looking at the top of their deck.`;
      case 'returnOmen': return `${who} is choosing an omen to return to their hand.`;
      case 'chooseBanished': return `${who} is choosing a banished card to put onto the field.`;
      case 'chooseForCounters': return `${who} is choosing what to put ${d.counter} counters on.`;
    }
  }
  const acting = actingPlayers(s)[0];
  return acting ? `${player(s, acting).name} has Opportunity.` : '';
}

/**
 * What one viewer may see. Another player's hand, memory, deck order and material deck are
 * only counts; public zones and revealed cards are shown in full. This is the only way the
 * state leaves the engine toward a person.
 */
export function view(s: GameState, viewer: PlayerId | 'public'): GameView {
  // Every object asks the same questions of one unchanged state (layers, stat modifiers): answer each once.
  return readOnly(s, () => viewOf(s, viewer));
}

function viewOf(s: GameState, viewer: PlayerId | 'public'): GameView {
  const mods: StatMods = { power: activeStatMods(s, 'power'), life: activeStatMods(s, 'life'), level: activeStatMods(s, 'level') };
  const players: PlayerView[] = s.players.map((p) => {
    const own = viewer === p.id;
    const champ = p.champion ? s.objects[p.champion] : undefined;
    return {
      id: p.id, name: p.name,
      champion: champ ? objectView(s, champ, mods) : null,
      lineage: champ ? champ.lineage.map((c) => cardFace(s, c)) : [],
      handCount: p.hand.length,
      hand: own ? p.hand.map((c) => cardFace(s, c)) : null,
      memoryCount: p.memory.length,
      memory: own ? p.memory.map((c) => cardFace(s, c)) : null,
      mainDeckCount: p.mainDeck.length,
      materialDeckCount: p.materialDeck.length,
      materialDeck: own ? p.materialDeck.map((c) => cardFace(s, c)) : null,
      ...(p.pantheon?.length ? { pantheon: {
        bestowed: p.pantheon.filter((b) => b.bestowed).map((b) => cardFace(s, b.card)),
        faceDownCount: p.pantheon.filter((b) => !b.bestowed).length,
        faceDown: own ? p.pantheon.filter((b) => !b.bestowed).map((b) => cardFace(s, b.card)) : null,
      } } : {}),
      ...(s.preserved?.length ? { preserved: preservedCards(s, p.id).map((c) => cardFace(s, c)) } : {}),
      graveyard: p.graveyard.map((c) => cardFace(s, c)),
      banishment: p.banishment.map((c) => cardFace(s, c)),
      enabledElements: enabledElements(s, p.id),
      lost: p.lost,
      // Masteries and statuses are public player functions (game-mechanics-mastery.md, game-mechanics-statuses.md).
      ...(s.masteries?.[p.id] ? { mastery: { ...s.masteries[p.id]!, name: s.defs[s.masteries[p.id]!.def]?.name ?? s.masteries[p.id]!.def } } : {}),
      ...(s.statuses?.[p.id]?.length ? { statuses: s.statuses[p.id]!.slice() } : {}),
    };
  });
  const c = s.combat;
  const declaring = s.pending?.kind === 'attackDeclaration' ? s.pending.draft : null;
  return {
    viewer, version: s.version, rulesVersion: s.rulesVersion, turn: s.turn, phase: s.phase,
    combatStep: c ? c.step : null,
    turnPlayer: s.players[s.turnPlayer]!.id,
    actingPlayer: actingPlayers(s)[0] ?? null,
    waitingFor: waitingFor(s),
    players,
    field: s.field.map((id) => objectView(s, s.objects[id]!, mods)),
    // A resolution paused on a choice is still the top of the stack.
    stack: [...s.stack, ...(resolvingItem(s) ? [resolvingItem(s)!] : [])].reverse().map((i) => stackView(s, i)),
    combat: c
      ? { attacker: c.attacker, defender: c.defender, intent: c.intent.map((card) => cardFace(s, card)), retaliators: c.retaliators.slice() }
      : declaring
        ? { attacker: declaring.attacker, defender: null, intent: declaring.intentCard ? [cardFace(s, declaring.intentCard)] : [], retaliators: [] }
        : null,
    result: s.result,
    log: s.log.slice(-30),
  };
}
