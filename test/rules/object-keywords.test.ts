// Object, lineage and player keywords (glossary/keywords-and-abilities.md, glossary/game-terms.md):
// Agility, Foster / On Foster / fostered, Lineage Release, Link, Link Shield, Preserve, Scavenge,
// Suppress, Recover, Obedience.
import { describe, expect, it } from 'vitest';
import {
  becomeFostered, dealDamage, defineCard, destroy, draw, gainAgility, lineageRelease, memory, onFoster, recover, reserve, scavenge,
  suppress, target, targetAlly, triggered,
} from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions, view } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';

const ally = (slug: string, power: number, life: number, extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(0), power, life }, {}), ...extra });
const action = (slug: string, extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {}), ...extra });
const phantasia = (slug: string, extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['PHANTASIA'], element: 'NORM', cost: reserve(0) }, {}), ...extra });

/** Play a free card from hand (choosing the given targets) and let it resolve. */
function play(s: GameState, who: string, slug: string, targets: string[] = []): GameState {
  let card: string;
  [s, card] = addCard(s, who, slug);
  s = act(s, who, { type: 'activate', card });
  for (const id of targets) s = act(s, who, { type: 'chooseTarget', target: { kind: 'object', id } });
  return passUntil(s, (t) => t.stack.length === 0 && !t.pending && atMain(who)(t));
}

const objectOfCard = (s: GameState, card: string) => Object.values(s.objects).find((o) => o.card === card);

describe('Agility (glossary/keywords-and-abilities.md#agility-n)', () => {
  it('Agility N (#agility-n): at the beginning of the end phase the player picks N memory cards to return to hand; lost at clean-up', () => {
    let s = withDef(passUntil(newGame(), atMain(A)), action('test-swift', { onResolve: [gainAgility(2)] }));
    const mem: string[] = [];
    for (let i = 0; i < 3; i++) {
      let c: string;
      [s, c] = addCard(s, A, 'blitz-mage', 'memory');
      mem.push(c);
    }
    s = play(s, A, 'test-swift');
    expect(s.agility).toEqual([{ player: A, amount: 2, def: 'test-swift' }]);
    s = passUntil(s, (t) => t.pending?.kind === 'chooseMemory');
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCard')).toHaveLength(3);
    s = act(s, A, { type: 'chooseCard', card: mem[0]! });
    s = act(s, A, { type: 'chooseCard', card: mem[2]! });
    expect(player(s, A).memory).toEqual([mem[1]]);
    expect(player(s, A).hand).toEqual(expect.arrayContaining([mem[0], mem[2]]));
    s = passUntil(s, atMain(B));
    expect(s.agility ?? []).toEqual([]); // the property is lost at clean-up
  });

  it('Agility N (#agility-n): each instance is its own trigger; with fewer memory cards, as many as possible return', () => {
    let s = withDef(passUntil(newGame(), atMain(A)), action('test-swift', { onResolve: [gainAgility(2)] }));
    let c: string;
    [s, c] = addCard(s, A, 'blitz-mage', 'memory');
    s = play(s, A, 'test-swift');
    s = play(s, A, 'test-swift');
    s = passUntil(s, (t) => t.phase === 'end' && t.pending?.kind === 'orderTriggers');
    if (s.pending?.kind !== 'orderTriggers') throw new Error('expected two agility triggers');
    expect(s.pending.triggers.map((t) => t.builtin)).toEqual(['agility', 'agility']);
    s = passUntil(s, atMain(B));
    expect(player(s, A).memory).toEqual([]);
    expect(player(s, A).hand).toContain(c);
  });

  it('Agility is a player property (game-mechanics-properties-and-states.md#properties-and-states-of-players): gained on the opponent\'s turn, it triggers in that turn\'s end phase', () => {
    let s = withDef(passUntil(newGame(), atMain(A)), action('test-swift', { speed: true, onResolve: [gainAgility(1)] }));
    let c: string;
    [s, c] = addCard(s, B, 'giant-tortoise', 'memory');
    [s, c] = addCard(s, B, 'giant-tortoise', 'memory');
    // Bob gains agility during Alice's turn (a fast action while he holds Opportunity).
    s = act(s, A, { type: 'pass' });
    let card: string;
    [s, card] = addCard(s, B, 'test-swift');
    s = act(s, B, { type: 'activate', card }); // Bob holds Opportunity in Alice's main phase
    expect(s.turn).toBe(1);
    s = passUntil(s, (t) => t.pending?.kind === 'chooseMemory');
    expect(s.pending?.player).toBe(B);
    s = act(s, B, { type: 'chooseCard', card: c });
    expect(player(s, B).hand).toContain(c);
  });
});

describe('Foster and On Foster (glossary/keywords-and-abilities.md#foster)', () => {
  const pup = ally('test-pup', 1, 3, { keywords: ['foster'], abilities: [triggered(onFoster(), [draw(1)])] });

  it('Foster (#foster) and On Foster (#on-foster): undamaged since your last turn, it becomes fostered at your recollection and On Foster triggers', () => {
    let s = withDef(passUntil(newGame(), atMain(A)), pup);
    let u: string;
    [s, u] = addObject(s, A, 'test-pup');
    s = passUntil(s, (t) => t.turn === 3 && t.phase === 'recollection' && t.stack.length > 0);
    expect(s.stack[s.stack.length - 1]!.builtin).toBe('foster');
    s = passUntil(s, (t) => !!t.objects[u]!.fostered);
    // On Foster is now waiting (or on the stack).
    const onFosterQueued = [...s.pendingTriggers, ...s.stack].some((t) => t.def === 'test-pup' && t.abilityIndex === 0);
    expect(onFosterQueued).toBe(true);
    const hand = player(s, A).hand.length;
    s = passUntil(s, (t) => t.stack.length === 0 && t.pendingTriggers.length === 0 && t.phase === 'recollection' && !!t.opportunity);
    expect(player(s, A).hand.length).toBe(hand + 1);
  });

  it('Foster (#foster): a unit dealt damage since the end of your previous turn does not become fostered', () => {
    let s = withDef(withDef(passUntil(newGame(), atMain(B)), pup), action('test-jab', { targets: [targetAlly()], onResolve: [dealDamage(target(0), 1)] }));
    let u: string;
    [s, u] = addObject(s, A, 'test-pup');
    s = play(s, B, 'test-jab', [u]);
    expect(s.objects[u]!.damagedSinceLastTurn).toBe(true);
    s = passUntil(s, atMain(A));
    expect(s.objects[u]!.fostered).toBeFalsy();
    // Alice's turn ends: from now on the damage is older than her previous turn.
    s = passUntil(s, (t) => t.turn === 5 && t.phase === 'main');
    expect(s.objects[u]!.fostered).toBe(true);
  });

  it('Fostered (glossary/game-terms.md#fostered): any unit can be made fostered by an effect, only once', () => {
    const nurse = action('test-nurse', { targets: [targetAlly()], onResolve: [becomeFostered(target(0))] });
    let s = withDef(withDef(passUntil(newGame(), atMain(A)), pup), nurse);
    let u: string;
    [s, u] = addObject(s, A, 'test-pup');
    s = play(s, A, 'test-nurse', [u]);
    expect(s.objects[u]!.fostered).toBe(true);
    const hand = player(s, A).hand.length;
    s = play(s, A, 'test-nurse', [u]);
    expect(player(s, A).hand.length).toBe(hand); // no second On Foster
    // Already fostered: no Foster trigger at the next recollection.
    s = passUntil(s, (t) => t.turn === 3 && t.phase === 'main');
    expect(s.log.filter((l) => l.text.includes('becomes fostered'))).toHaveLength(1);
  });
});

describe('Lineage Release (glossary/keywords-and-abilities.md#lineage-release)', () => {
  const spirit = defineCard({ slug: 'test-spirit', name: 'Test Spirit', types: ['CHAMPION'], element: 'NORM', cost: memory(0), level: 0, life: 15 }, {
    abilities: [lineageRelease([draw(2)])],
  });

  it('Lineage Release (#lineage-release): a card in the inner lineage offers its ability; the cost banishes that card', () => {
    let s = withDef(passUntil(newGame(), atMain(A)), spirit);
    let c: string;
    [s, c] = addCard(s, A, 'test-spirit', 'banishment');
    s = edit(s, (t) => {
      player(t, A).banishment = player(t, A).banishment.filter((x) => x !== c);
      t.objects[player(t, A).champion!]!.lineage.unshift(c);
    });
    const champ = champion(s, A).id;
    const offer = legalActions(s, A).find((a) => a.type === 'activateAbility' && a.object === champ);
    expect(offer).toBeDefined();
    const hand = player(s, A).hand.length;
    s = act(s, A, offer!);
    expect(champion(s, A).lineage).not.toContain(c);
    expect(player(s, A).banishment).toContain(c);
    expect(s.stack[s.stack.length - 1]!.def).toBe('test-spirit');
    s = passUntil(s, (t) => t.stack.length === 0 && atMain(A)(t));
    expect(player(s, A).hand.length).toBe(hand + 2);
  });

  it('Lineage Release (#lineage-release; glossary/game-terms.md#inner-lineage): the champion itself (not in the inner lineage) cannot use it', () => {
    let s = withDef(passUntil(newGame(), atMain(A)), spirit);
    s = edit(s, (t) => {
      const ch = t.objects[player(t, A).champion!]!;
      t.cards[ch.card!] = { owner: A, def: 'test-spirit' };
      ch.def = 'test-spirit';
    });
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility')).toBe(false);
    refuse(s, A, { type: 'activateAbility', object: champion(s, A).id, index: 0 }, 'keywords-and-abilities.md#lineage-release');
  });
});

describe('Link and Link Shield (glossary/keywords-and-abilities.md#link, #link-shield)', () => {
  const charm = phantasia('test-charm', { keywords: ['link'], targets: [targetAlly()] });
  const shield = phantasia('test-shield', { keywords: ['linkShield'], targets: [targetAlly()] });

  it('Link (#link): the object enters linked to its target; when the linked object leaves, it is sacrificed', () => {
    let s = withDef(withDef(passUntil(newGame(), atMain(A)), charm), ally('test-guard', 1, 2));
    let u: string;
    [s, u] = addObject(s, A, 'test-guard');
    s = play(s, A, 'test-charm', [u]);
    const link = Object.values(s.objects).find((o) => o.def === 'test-charm')!;
    expect(link.linkedTo).toBe(u);
    s = withDef(s, action('test-smite', { targets: [targetAlly()], onResolve: [destroy(target(0))] }));
    s = play(s, A, 'test-smite', [u]);
    expect(s.objects[link.id]).toBeUndefined();
    expect(player(s, A).graveyard).toContain(link.card);
    expect(s.log.some((l) => l.text.includes('link is broken'))).toBe(true);
  });

  it('Link (#link): an object with a Link ability that has no link is sacrificed as a state-based action', () => {
    let s = withDef(passUntil(newGame(), atMain(A)), charm);
    let o: string;
    [s, o] = addObject(s, A, 'test-charm');
    s = act(s, A, { type: 'pass' });
    expect(s.objects[o]).toBeUndefined();
  });

  it('Link (#link): a Link card with no legal target cannot be activated', () => {
    let s = withDef(passUntil(newGame(), atMain(A)), charm);
    let card: string;
    [s, card] = addCard(s, A, 'test-charm');
    refuse(s, A, { type: 'activate', card }, 'objects-and-targeting');
  });

  it('Link Shield (#link-shield): destroyed instead of the linked ally, whose temporary damage is removed; a broken link destroys it', () => {
    let s = withDef(withDef(passUntil(newGame(), atMain(A)), shield), ally('test-guard', 1, 2));
    let u: string;
    [s, u] = addObject(s, A, 'test-guard');
    s = play(s, A, 'test-shield', [u]);
    const sh = Object.values(s.objects).find((o) => o.def === 'test-shield')!;
    s = edit(s, (t) => { t.objects[u]!.damage = 2; });
    s = act(s, A, { type: 'pass' }); // state-based checks: the ally would die
    expect(s.objects[u]).toBeDefined();
    expect(s.objects[u]!.damage).toBe(0);
    expect(s.objects[sh.id]).toBeUndefined();
    expect(player(s, A).graveyard).toContain(sh.card);
  });
});

describe('Preserve (glossary/keywords-and-abilities.md#preserve)', () => {
  it('Preserve (#preserve): a resolving card goes to the material deck preserved and revealed; at materialize it may return to hand instead', () => {
    let s = withDef(passUntil(newGame(), atMain(A)), action('test-sight', { keywords: ['preserve'], onResolve: [draw(1)] }));
    let card: string;
    [s, card] = addCard(s, A, 'test-sight');
    s = act(s, A, { type: 'activate', card });
    s = passUntil(s, (t) => t.stack.length === 0 && atMain(A)(t));
    expect(player(s, A).materialDeck).toContain(card);
    expect(player(s, A).graveyard).not.toContain(card);
    expect(s.preserved).toContain(card);
    // Revealed: the opponent sees it.
    const bobsView = view(s, B).players.find((p) => p.id === A)!;
    expect(bobsView.preserved?.map((f) => f.id)).toEqual([card]);
    s = passUntil(s, (t) => t.turn === 3 && t.pending?.kind === 'materializePhase');
    expect(legalActions(s, A)).toContainEqual({ type: 'returnPreserved', card });
    s = act(s, A, { type: 'returnPreserved', card });
    expect(player(s, A).hand).toContain(card);
    expect(s.pending).toBeNull();
    expect(s.phase).not.toBe('materialize');
    expect(s.preserved ?? []).not.toContain(card);
  });

  it('Preserve (#preserve): a destroyed object with Preserve triggers and its card goes from the graveyard to the material deck preserved', () => {
    let s = withDef(passUntil(newGame(), atMain(A)), ally('test-dryad', 1, 2, { keywords: ['preserve'] }));
    let u: string;
    [s, u] = addObject(s, A, 'test-dryad');
    const card = s.objects[u]!.card!;
    s = edit(s, (t) => { t.objects[u]!.damage = 5; });
    s = act(s, A, { type: 'pass' });
    expect(s.stack.some((i) => i.builtin === 'preserve' && i.card === card)).toBe(true);
    s = passUntil(s, (t) => t.stack.length === 0 && atMain(A)(t));
    expect(player(s, A).materialDeck).toContain(card);
    expect(s.preserved).toContain(card);
  });
});

describe('Game terms (glossary/game-terms.md)', () => {
  it('Scavenge N (#scavenge-n): reveal until the card or N cards; the card goes to hand, the rest to the bottom', () => {
    let s = withDef(passUntil(newGame(), atMain(A)), action('test-forage', { onResolve: [scavenge(3, { type: 'ALLY' })] }));
    let n1: string, n2: string, hit: string;
    [s, hit] = addCard(s, A, 'giant-tortoise', 'mainDeck');
    [s, n2] = addCard(s, A, 'smoke-out', 'mainDeck');
    [s, n1] = addCard(s, A, 'smoke-out', 'mainDeck');
    s = edit(s, (t) => { t.defs['smoke-out'] = { ...t.defs['smoke-out']!, types: ['ACTION'] }; });
    s = play(s, A, 'test-forage');
    expect(player(s, A).hand).toContain(hit);
    expect(player(s, A).mainDeck.slice(-2).sort()).toEqual([n1, n2].sort());
  });

  it('Scavenge N (#scavenge-n): when no such card is among the N revealed, all of them go to the bottom', () => {
    let s = withDef(passUntil(newGame(), atMain(A)), action('test-forage', { onResolve: [scavenge(2, { name: 'Nothing Like It' })] }));
    const top = player(s, A).mainDeck.slice(0, 2);
    const hand = player(s, A).hand.length;
    s = play(s, A, 'test-forage');
    expect(player(s, A).hand.length).toBe(hand);
    expect(player(s, A).mainDeck.slice(-2).sort()).toEqual(top.sort());
  });

  it('Suppress (#suppress): the object is banished and returns under its owner\'s control at the beginning of the next end phase', () => {
    let s = withDef(withDef(passUntil(newGame(), atMain(A)), ally('test-guard', 1, 2)), action('test-hush', { targets: [targetAlly()], onResolve: [suppress(target(0))] }));
    let u: string;
    [s, u] = addObject(s, B, 'test-guard');
    const card = s.objects[u]!.card!;
    s = play(s, A, 'test-hush', [u]);
    expect(player(s, B).banishment).toContain(card);
    s = passUntil(s, (t) => t.phase === 'end' && t.stack.some((i) => i.builtin === 'suppressReturn'));
    expect(s.stack.find((i) => i.builtin === 'suppressReturn')!.controller).toBe(A);
    s = passUntil(s, (t) => !!objectOfCard(t, card));
    expect(objectOfCard(s, card)!.controller).toBe(B);
    expect(player(s, B).banishment).not.toContain(card);
  });

  it('Recover (#recover): removes N damage counters from your champion, never more than it has', () => {
    let s = withDef(passUntil(newGame(), atMain(A)), action('test-mend', { onResolve: [recover(3)] }));
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
    s = play(s, A, 'test-mend');
    expect(champion(s, A).damage).toBe(2);
    s = play(s, A, 'test-mend');
    expect(champion(s, A).damage).toBe(0);
  });

  it('Obedience (#obedience): an ally that does not obey cannot attack or activate abilities but may still retaliate', () => {
    let s = withDef(passUntil(newGame(), atMain(B)), ally('test-proud', 2, 4, { keywordValues: { pride: 3 } }));
    let u: string;
    [s, u] = addObject(s, A, 'test-proud');
    let attacker: string;
    [s, attacker] = addObject(s, B, 'test-proud', { controller: B });
    s = edit(s, (t) => { t.objects[t.players.find((p) => p.id === B)!.champion!]!.counters.level = 3; });
    s = act(s, B, { type: 'attack', attacker });
    s = act(s, B, { type: 'chooseAttackTarget', target: u });
    s = passUntil(s, (t) => t.pending?.kind === 'retaliate');
    expect(legalActions(s, A)).toContainEqual({ type: 'retaliate', unit: u });
    s = passUntil(s, atMain(A));
    refuse(s, A, { type: 'attack', attacker: u }, 'keywords-and-abilities.md#pride');
  });
});
