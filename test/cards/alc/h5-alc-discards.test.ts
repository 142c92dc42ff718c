// ALC cards that discard a card and look at what was discarded (h5 round).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, act, activateFromHand, addCard, asClass, champion, edit, mainPhaseOf, passUntil, player, withDef } from '../doa/support.js';
import { as, obj, place } from '../doa/round2-helpers.js';
import { floatsFor } from '../doa/round3-helpers.js';
import { resolveWith } from './h5-alc-support.js';

const lavaheatedBrew = scriptedDef('lavaheated-brew');
const shieldmaiden = scriptedDef('forgelight-shieldmaiden');
const organize = scriptedDef('organize-the-alliance');
const potion = scriptedDef('potion-of-healing');

/** Activate `def` (with targets) and discard `pick` (a slug) when the discard is asked. */
function discarding(s: GameState, def: typeof potion, pick: string, targets: string[] = []): GameState {
  [s] = activateFromHand(s, A, def, targets.map(obj));
  s = passUntil(s, (t) => t.pending?.kind === 'discardToDo');
  const card = player(s, A).hand.find((c) => s.cards[c]!.def === pick)!;
  return resolveWith(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: card } }));
}

describe("'lavaheated-brew'", () => {
  const start = () => {
    let s = withDef(as(mainPhaseOf(A), A, 'cleric', 'FIRE'), potion);
    s = edit(s, (t) => { player(t, A).hand = []; });
    for (let i = 0; i < 2; i++) [s] = addCard(s, A, 'blitz-mage'); // paid for the cost first
    [s] = addCard(s, A, potion.slug);
    [s] = addCard(s, A, 'giant-tortoise');
    return s;
  };
  it('draw, then discard: 3 damage to your champion unless a Potion item card was discarded', () => {
    const kept = discarding(start(), lavaheatedBrew, potion.slug);
    expect(champion(kept, A).damage).toBe(0);
    expect(player(kept, A).graveyard.some((c) => kept.cards[c]!.def === potion.slug)).toBe(true);
    const burnt = discarding(start(), lavaheatedBrew, 'giant-tortoise');
    expect(champion(burnt, A).damage).toBe(3);
  });
  it('Cleric Floating Memory', () => {
    expect(floatsFor(lavaheatedBrew, 'cleric')).toBe(true);
    expect(floatsFor(lavaheatedBrew, 'guardian')).toBe(false);
  });
});

describe("'forgelight-shieldmaiden'", () => {
  const fostered = (cls: 'guardian' | 'cleric', pick: string) => {
    let s = edit(asClass(mainPhaseOf(A), A, cls), (t) => { player(t, A).hand = []; });
    let maiden: string;
    [s, maiden] = place(s, A, shieldmaiden);
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'blitz-mage'); // paid for the cost first
    [s] = addCard(s, A, 'smoke-out');
    [s] = addCard(s, A, 'giant-tortoise');
    const deck = player(s, A).mainDeck.length;
    s = discarding(s, organize, pick, [maiden]);
    return { s, maiden, drew: deck - player(s, A).mainDeck.length };
  };
  it('foster; On Foster: draw two, discard one; Guardian: a buff counter if a fire card was discarded', () => {
    expect(shieldmaiden.keywords).toContain('foster');
    const fire = fostered('guardian', 'smoke-out');
    expect(fire.drew).toBe(2);
    expect(fire.s.objects[fire.maiden]!.counters.buff).toBe(1);
    const water = fostered('guardian', 'giant-tortoise');
    expect(water.s.objects[water.maiden]!.counters.buff ?? 0).toBe(0);
    const cleric = fostered('cleric', 'smoke-out');
    expect(cleric.s.objects[cleric.maiden]!.counters.buff ?? 0).toBe(0);
  });
  it('ruling: it becomes fostered once; the On Foster triggers even the turn it entered', () => {
    const { s, maiden } = fostered('guardian', 'smoke-out');
    expect(s.objects[maiden]!.enteredTurn).toBe(s.turn);
    const deck = player(s, A).mainDeck.length;
    let t = s;
    for (let i = 0; i < 3; i++) [t] = addCard(t, A, 'smoke-out');
    [t] = activateFromHand(t, A, organize, [obj(maiden)]);
    t = resolveWith(t);
    expect(player(t, A).mainDeck.length).toBe(deck);
  });
});
