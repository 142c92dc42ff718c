// Alice champions of the PTM set.
import { describe, expect, it } from 'vitest';
import { command, dealDamage, defineCard, memory, reserve, target, targetUnit } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, factsOnly, glimpseAllBottom, materialize, newGame, objectsOf, passUntil, play, player, resolveAll, toMaterialize, useAbility, withDef } from '../doa/support.js';
import { championIs } from '../guardian-warrior-support.js';

const action = (slug: string, element: 'UMBRA' | 'NORM' | 'FIRE') =>
  defineCard({ slug, name: slug, types: ['ACTION'], element, cost: reserve(0), speed: true }, { onResolve: [] });
const umbraAction = action('test-umbra-action', 'UMBRA');
const normAction = action('test-norm-action', 'NORM');
const fireAction = action('test-fire-action', 'FIRE');

describe("'alice-phantom-monarch'", () => {
  const alice = scriptedDef('alice-phantom-monarch');
  const base = (): GameState => championIs(passUntil(newGame({ first: A }), atMain(A)), A, alice);

  it('activating an advanced element card while no Curse is in her lineage: 7 unpreventable damage to Alice', () => {
    let s = base();
    [s] = play(s, A, umbraAction);
    expect(champion(s, A).damage).toBe(7);
  });

  it('norm and basic element cards set nothing off', () => {
    let s = edit(base(), (t) => {
      const def = t.defs[t.objects[player(t, A).champion!]!.def]!;
      def.elements = [...def.elements, 'FIRE'];
    });
    [s] = play(s, A, normAction);
    [s] = play(s, A, fireAction);
    expect(champion(s, A).damage).toBe(0);
  });

  it('a Curse card in her lineage turns it off', () => {
    let s = withDef(base(), factsOnly('creeping-torment'));
    let curse: string;
    [s, curse] = addCard(s, A, 'creeping-torment', 'banishment');
    s = edit(s, (t) => {
      player(t, A).banishment = player(t, A).banishment.filter((c) => c !== curse);
      t.objects[player(t, A).champion!]!.lineage.push(curse);
    });
    [s] = play(s, A, umbraAction);
    expect(champion(s, A).damage).toBe(0);
  });

  it('materializing an advanced element card counts as playing it', () => {
    const relic = defineCard({ slug: 'test-umbra-relic', name: 'Test Umbra Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'UMBRA', cost: memory(0) }, null);
    let [s, card] = toMaterialize(relic, 0, (t) => championIs(t, A, alice));
    s = materialize(s, card);
    expect(champion(s, A).damage).toBe(7);
  });

  it('an Inherited Effect: it works with Alice under another champion', () => {
    let s = championIs(passUntil(newGame({ first: A }), atMain(A)), A, factsOnly('alice-golden-queen'));
    let inner: string;
    [s, inner] = addCard(withDef(s, alice), A, alice.slug, 'banishment');
    s = edit(s, (t) => {
      player(t, A).banishment = player(t, A).banishment.filter((c) => c !== inner);
      t.objects[player(t, A).champion!]!.lineage.push(inner);
      const def = t.defs[t.objects[player(t, A).champion!]!.def]!;
      def.elements = [...def.elements, 'UMBRA'];
    });
    [s] = play(s, A, umbraAction);
    expect(champion(s, A).damage).toBe(7);
  });
});

const whims = scriptedDef('alice-whims-monarch');
const pawnPiece = scriptedDef('pawn-piece');
const queenPiece = scriptedDef('queen-piece');
/** A Chessman Command attack card of `power`. */
const order = (power: number) => defineCard({ slug: `test-order-${power}`, name: `Test Order ${power}`, types: ['ATTACK'], subtypes: ['CHESSMAN', 'COMMAND'], element: 'NORM', cost: reserve(0), power },
  { keywords: [command()], commandSubtype: 'CHESSMAN' });
const ping = (n: number) => defineCard({ slug: `test-ping-${n}`, name: 'Test Ping', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [targetUnit()], onResolve: [dealDamage(target(0), n)] });
const endOfCombat = (s: GameState) => passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending, 400);

/** Alice's second turn, main phase, with `champ` as her champion. */
const aliceWith = (champ = whims): GameState =>
  withDef(withDef(championIs(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), A, champ), pawnPiece), queenPiece);

/** `who` commands `ally` with a Chessman Command card of `power` at Bob's champion; the state at the end of combat. */
function commandAttack(s: GameState, ally: string, power: number): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, order(power)), A, `test-order-${power}`);
  s = act(s, A, { type: 'activate', card });
  s = act(s, A, { type: 'chooseCommandAlly', object: ally });
  s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
  s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
  return passUntil(s, (t) => t.pending?.kind === 'may' || (t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending), 400);
}

describe("'alice-whims-monarch'", () => {
  function entered(deckTop: string[]): GameState {
    let [s, card] = toMaterialize(whims, 2, (t) => {
      t = championIs(t, A, factsOnly('alice-golden-queen'));
      t = withDef(withDef(t, order(1)), defineCard({ slug: 'test-filler', name: 'Test Filler', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {}));
      for (const slug of deckTop) [t] = addCard(t, A, slug, 'mainDeck');
      return t;
    });
    s = passUntil(act(s, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'glimpse');
    return s;
  }

  it('On Enter: glimpse 3, then the top card, a Chessman card, goes into her hand', () => {
    let s = entered(['test-order-1', 'test-filler', 'test-filler', 'test-filler']);
    const chessman = player(s, A).mainDeck[3]!;
    [s] = glimpseAllBottom(s, A);
    s = resolveAll(s);
    expect(player(s, A).hand).toContain(chessman);
  });

  it('a top card that is not a Chessman card stays on top', () => {
    let s = entered(['test-filler', 'test-filler', 'test-filler', 'test-filler']);
    const top = player(s, A).mainDeck[3]!;
    [s] = glimpseAllBottom(s, A);
    s = resolveAll(s);
    expect(player(s, A).hand).not.toContain(top);
    expect(player(s, A).mainDeck[0]).toBe(top);
  });

  it('rest: a Pawn Piece token, but not while she controls a Pawn ally', () => {
    let s = aliceWith();
    s = resolveAll(useAbility(s, A, champion(s, A).id, 1));
    expect(objectsOf(s, 'pawn-piece')).toHaveLength(1);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.rested = false; });
    s = resolveAll(useAbility(s, A, champion(s, A).id, 1));
    expect(objectsOf(s, 'pawn-piece')).toHaveLength(1);
  });
});

describe("'pawn-piece'", () => {
  it('with the Alice Bonus: Commanded Will 1 when it performs a Command attack', () => {
    let s = aliceWith();
    let pawn: string;
    [s, pawn] = addObject(s, A, 'pawn-piece');
    s = endOfCombat(commandAttack(s, pawn, 2));
    expect(champion(s, B).damage).toBe(3);
  });

  it('without the Alice Bonus: no Commanded Will', () => {
    let s = aliceWith(factsOnly('lorraine-wandering-warrior'));
    let pawn: string;
    [s, pawn] = addObject(s, A, 'pawn-piece');
    s = endOfCombat(commandAttack(s, pawn, 2));
    expect(champion(s, B).damage).toBe(2);
  });

  it('On Hit for 7 or more: may sacrifice it for a Queen Piece token', () => {
    let s = aliceWith();
    let pawn: string;
    [s, pawn] = addObject(s, A, 'pawn-piece');
    s = commandAttack(s, pawn, 6);
    expect(s.pending?.kind).toBe('may');
    s = endOfCombat(act(s, A, { type: 'mayAnswer', accept: true }));
    expect(s.objects[pawn]).toBeUndefined();
    expect(objectsOf(s, 'queen-piece')).toHaveLength(1);
  });

  it('declined: it stays; 6 damage: nothing is offered', () => {
    let s = aliceWith();
    let pawn: string;
    [s, pawn] = addObject(s, A, 'pawn-piece');
    const declined = endOfCombat(act(commandAttack(s, pawn, 6), A, { type: 'mayAnswer', accept: false }));
    expect(declined.objects[pawn]).toBeDefined();
    expect(objectsOf(declined, 'queen-piece')).toHaveLength(0);
    const six = commandAttack(s, pawn, 5);
    expect(six.pending).toBeNull();
    expect(champion(six, B).damage).toBe(6);
  });
});

describe("'queen-piece'", () => {
  it('with the Alice Bonus and a Chessman Pawn ally: all damage to it is prevented', () => {
    let s = withDef(aliceWith(), ping(3));
    let queen: string;
    [s, queen] = addObject(s, A, 'queen-piece');
    [s] = addObject(s, A, 'pawn-piece');
    [s] = play(s, A, ping(3), [{ kind: 'object', id: queen }]);
    expect(s.objects[queen]!.damage).toBe(0);
  });

  it('no Pawn ally: it is dealt damage', () => {
    let s = withDef(aliceWith(), ping(3));
    let queen: string;
    [s, queen] = addObject(s, A, 'queen-piece');
    [s] = play(s, A, ping(3), [{ kind: 'object', id: queen }]);
    expect(s.objects[queen]!.damage).toBe(3);
  });

  it('Commanded Will 6 with the Alice Bonus', () => {
    let s = aliceWith();
    let queen: string;
    [s, queen] = addObject(s, A, 'queen-piece');
    s = endOfCombat(commandAttack(s, queen, 1));
    expect(champion(s, B).damage).toBe(1 + 1 + 6);
    expect(legalActions(s, A).length).toBeGreaterThan(0);
  });
});

