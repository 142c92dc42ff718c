// Alice, Golden Queen (DTR): Chessman Command attack cards enter the intent with +1 power; her Lineage Release shields awake Chessman allies.
import { describe, expect, it } from 'vitest';
import { command, dealDamage, defineCard, reserve, target, targetUnit } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, play, player, resolveAll, withDef } from '../doa/support.js';
import { championIs } from '../guardian-warrior-support.js';

const queen = scriptedDef('alice-golden-queen');
const whims = scriptedDef('alice-whims-monarch');
const pawnPiece = scriptedDef('pawn-piece');
const queenPiece = scriptedDef('queen-piece');
const order = (power: number, subtypes = ['CHESSMAN', 'COMMAND']) => defineCard({ slug: `test-order-${power}-${subtypes.length}`, name: 'Test Order', types: ['ATTACK'], subtypes, element: 'NORM', cost: reserve(0), power },
  { keywords: [command()], commandSubtype: 'CHESSMAN' });
const knight = defineCard({ slug: 'test-knight', name: 'Test Knight', types: ['ALLY'], subtypes: ['CHESSMAN'], element: 'NORM', cost: reserve(0), power: 1, life: 9 }, {});
const ping = defineCard({ slug: 'test-ping', name: 'Test Ping', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [targetUnit()], onResolve: [dealDamage(target(0), 5)] });

const aliceWith = (champ: CardDef, inner: CardDef[] = []): GameState => {
  let s = withDef(withDef(withDef(championIs(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), A, champ), pawnPiece), queenPiece), knight);
  for (const d of inner) {
    let c: string;
    [s, c] = addCard(withDef(s, d), A, d.slug, 'banishment');
    s = edit(s, (t) => {
      player(t, A).banishment = player(t, A).banishment.filter((x) => x !== c);
      t.objects[player(t, A).champion!]!.lineage.push(c);
    });
  }
  return s;
};
function commandAttack(s: GameState, ally: string, card: CardDef): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, card), A, card.slug);
  s = act(s, A, { type: 'activate', card: c });
  s = act(s, A, { type: 'chooseCommandAlly', object: ally });
  s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
  s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
  return passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending, 400);
}

describe("'alice-golden-queen'", () => {
  it('Chessman Command attack cards you activate enter the intent with +1 power', () => {
    let s = aliceWith(queen);
    let k: string;
    [s, k] = addObject(s, A, 'test-knight');
    s = commandAttack(s, k, order(2));
    expect(champion(s, B).damage).toBe(1 + 2 + 1);
  });

  it('a Command attack card that is not a Chessman card gets nothing', () => {
    let s = aliceWith(queen);
    let k: string;
    [s, k] = addObject(s, A, 'test-knight');
    s = commandAttack(s, k, order(2, ['COMMAND']));
    expect(champion(s, B).damage).toBe(1 + 2);
  });

  it('an Inherited Effect: it works from under another Alice champion', () => {
    let s = aliceWith(whims, [queen]);
    let k: string;
    [s, k] = addObject(s, A, 'test-knight');
    s = commandAttack(s, k, order(2));
    expect(champion(s, B).damage).toBe(4);
    let t = aliceWith(whims);
    [t, k] = addObject(t, A, 'test-knight');
    expect(champion(commandAttack(t, k, order(2)), B).damage).toBe(3);
  });

  it('Lineage Release: each awake Chessman ally you control has its next 3 damage prevented this turn', () => {
    let s = withDef(aliceWith(whims, [queen]), ping);
    let awake: string, rested: string, theirs: string;
    [s, awake] = addObject(s, A, 'test-knight');
    [s, rested] = addObject(s, A, 'test-knight', { rested: true });
    [s, theirs] = addObject(s, B, 'test-knight');
    const champ = player(s, A).champion!;
    // Whim's Monarch's own abilities come first (0: On Enter, 1: rest); the released one is the inherited card's.
    const release = legalActions(s, A).find((a) => a.type === 'activateAbility' && a.object === champ && a.index !== 1)!;
    s = resolveAll(act(s, A, release));
    expect(s.objects[champ]!.lineage).toHaveLength(0); // the Golden Queen was banished to pay
    expect(player(s, A).banishment.some((c) => s.cards[c]!.def === queen.slug)).toBe(true);
    [s] = play(s, A, ping, [{ kind: 'object', id: awake }]);
    [s] = play(s, A, ping, [{ kind: 'object', id: rested }]);
    [s] = play(s, A, ping, [{ kind: 'object', id: theirs }]);
    expect(s.objects[awake]!.damage).toBe(2);
    expect(s.objects[rested]!.damage).toBe(5);
    expect(s.objects[theirs]!.damage).toBe(5);
    [s] = play(s, A, ping, [{ kind: 'object', id: awake }]); // the shield is used up
    expect(s.objects[awake]!.damage).toBe(7);
  });
});
