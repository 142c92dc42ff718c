// An attack tax: "until end of turn, players can't declare attacks unless they pay (N) for each attack
// declaration" — a reserve cost of the declaration, paid as any reserve cost
// (game-mechanics/game-mechanics-playing-cards/playing-cards-costs-and-memory.md#general-rules), for as
// long as the turn lasts. And the restriction "only during an opponent's <phase>" on activated abilities
// (game-mechanics/game-mechanics-abilities/abilities-activated-abilities.md#general-rules). Cards of our own.
import { describe, expect, it } from 'vitest';
import { activated, banishSelf, defineCard, reserve } from '../../src/cards/define.js';
import type { CardDef, Effect } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState, PlayerId } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';

const spell = (slug: string, effects: Effect[]): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), onResolve: effects });
const taxSpell = spell('test-toll', [{ op: 'attackTax', amount: 2 }]);
const brute = defineCard({ slug: 'test-brute', name: 'test-brute', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 2, life: 5 }, {});
const strike = defineCard({ slug: 'test-strike', name: 'test-strike', types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 2 }, {});
const reservable = defineCard({ slug: 'test-coffer', name: 'test-coffer', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, { keywords: ['reservable'] });
const tollBooth = defineCard({ slug: 'test-toll-booth', name: 'test-toll-booth', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
  abilities: [activated([banishSelf()], [{ op: 'attackTax', amount: 1 }], { condition: { kind: 'opponentsPhase', phase: 'recollection' } })],
});

const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

function resolve(s: GameState, who: PlayerId, def: CardDef): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, def), who, def.slug);
  return passUntil(payReserve(act(s, who, { type: 'activate', card }), who), settled);
}

/** Bob's main phase with a tax of 2 in force and an awake ally of his. */
function taxedTurn(): [GameState, string] {
  let s = passUntil(newGame({ first: A }), atMain(B));
  s = resolve(s, B, taxSpell);
  let ally: string;
  [s, ally] = addObject(withDef(s, brute), B, brute.slug);
  return [s, ally];
}

const declare = (s: GameState, attacker: string): GameState => {
  s = act(s, B, { type: 'attack', attacker });
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
  return act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
};

describe('attack tax (playing-cards-costs-and-memory.md#general-rules)', () => {
  it('each attack declaration asks the reserve, paid from hand after the targets; it may be cancelled before paying', () => {
    let [s, ally] = taxedTurn();
    s = declare(s, ally);
    expect(s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage).toBe('payment');
    expect(legalActions(s, B)).toContainEqual({ type: 'cancel' });
    const memory = player(s, B).memory.length;
    for (let i = 0; i < 2; i++) s = act(s, B, legalActions(s, B).find((a) => a.type === 'chooseReserve')!);
    expect(s.combat?.attacker).toBe(ally);
    expect(player(s, B).memory.length).toBe(memory + 2);
  });

  it('a Reservable object pays toward it; a player who cannot pay cannot declare', () => {
    let [s, ally] = taxedTurn();
    s = edit(s, (t) => { player(t, B).hand = player(t, B).hand.slice(0, 1); });
    expect(legalActions(s, B).some((a) => a.type === 'attack')).toBe(false);
    refuse(s, B, { type: 'attack', attacker: ally }, 'playing-cards-costs-and-memory.md');
    [s] = addObject(withDef(s, reservable), B, reservable.slug);
    expect(legalActions(s, B)).toContainEqual({ type: 'attack', attacker: ally });
  });

  it("an attack card's declaration may decline the tax: the card goes to the graveyard; unpayable, the card fizzles", () => {
    let [s] = taxedTurn();
    let card: string;
    [s, card] = addCard(withDef(s, strike), B, strike.slug);
    s = passUntil(payReserve(act(s, B, { type: 'activate', card }), B), (t) => t.pending?.kind === 'attackDeclaration');
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    expect(legalActions(s, B)).toContainEqual({ type: 'cancel' });
    s = act(s, B, { type: 'cancel' });
    expect(s.combat).toBeNull();
    expect(player(s, B).graveyard).toContain(card);

    [s, card] = addCard(s, B, strike.slug);
    s = edit(s, (t) => {
      player(t, B).hand = [card];
      (t.objects[player(t, B).champion!] as { rested: boolean }).rested = false; // the first card's cost rested it
    });
    s = passUntil(act(s, B, { type: 'activate', card }), settled);
    expect(s.combat).toBeNull();
    expect(player(s, B).graveyard.filter((c) => c === card)).toHaveLength(1);
  });

  it('the tax lasts until the end of the turn', () => {
    let [s] = taxedTurn();
    s = passUntil(s, atMain(A));
    expect(s.attackTaxes ?? []).toEqual([]);
  });
});

describe("activated abilities restricted to an opponent's phase (abilities-activated-abilities.md#general-rules)", () => {
  it("'only during an opponent's recollection phase': not in your own turn, nor in another phase of theirs", () => {
    let s = passUntil(newGame({ first: A }), atMain(A));
    let booth: string;
    [s, booth] = addObject(withDef(s, tollBooth), A, tollBooth.slug);
    const usable = (t: GameState) => legalActions(t, A).some((a) => a.type === 'activateAbility' && a.object === booth);
    expect(usable(s)).toBe(false);
    s = passUntil(s, (t) => t.phase === 'recollection' && t.players[t.turnPlayer]!.id === B && !!t.opportunity && t.players[t.opportunity.player]!.id === A);
    expect(usable(s)).toBe(true);
    s = passUntil(s, (t) => t.phase === 'main' && !!t.opportunity && t.players[t.opportunity.player]!.id === A);
    expect(usable(s)).toBe(false);
  });
});
