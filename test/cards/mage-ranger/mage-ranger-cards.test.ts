// Mage and Ranger champions and regalia (issue 13, the mage-ranger share).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { costToPay } from '../../../src/engine/play/costs.js';
import { championLevel } from '../../../src/engine/state/query.js';
import { refuse } from '../../engine/helpers.js';
import {
  A, B, act, addCard, addObject, atMain, champion, edit, factsOnly, mainPhaseOf, materialize, passUntil, payReserve, player, resolveAll, toMaterialize,
  useAbility, withDef,
} from '../doa/support.js';

const def = (slug: string): CardDef => scriptedDef(slug);
const withItem = (d: CardDef, s: GameState = mainPhaseOf(A), who: PlayerId = A): [GameState, string] => addObject(withDef(s, d), who, d.slug);
const card = (slug: string, cost: number, opts: { type?: 'ACTION' | 'ALLY'; subtypes?: string[]; classes?: string[] } = {}): CardDef =>
  defineCard({
    slug, name: slug, types: [opts.type ?? 'ACTION'], subtypes: opts.subtypes ?? [], classes: opts.classes ?? [], element: 'NORM', cost: reserve(cost),
    speed: true, ...(opts.type === 'ALLY' ? { power: 1, life: 1 } : {}),
  }, { onResolve: [] });
const trinket = card('test-trinket', 4);
/** `who` activates `d` from hand, paying with whatever is in hand, and it resolves. */
function cast(s: GameState, who: PlayerId, d: CardDef): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, d), who, d.slug);
  for (let i = 0; i < 6; i++) [s] = addCard(s, who, 'smoke-out');
  s = act(s, who, { type: 'activate', card: c });
  return resolveAll(payReserve(s, who));
}

describe('Mage regalia that change costs and levels', () => {
  it("'crystal-of-empowerment': banish it, your champion gets +2 level this turn", () => {
    let [s, crystal] = withItem(def('crystal-of-empowerment'));
    const before = championLevel(s, A);
    s = resolveAll(useAbility(s, A, crystal));
    expect(s.objects[crystal]).toBeUndefined();
    expect(championLevel(s, A)).toBe(before + 2);
    s = passUntil(s, atMain(B));
    expect(championLevel(s, A)).toBe(before);
  });

  it("'channeling-stone': banish it, only the next card you activate this turn costs 2 less; materializing is not changed", () => {
    let [s, stone] = withItem(def('channeling-stone'));
    s = resolveAll(useAbility(s, A, stone));
    expect(s.objects[stone]).toBeUndefined();
    expect(costToPay(withDef(s, trinket), A, trinket, 0, 'activate')).toBe(2);
    expect(costToPay(withDef(s, trinket), A, trinket, 0, 'materialize')).toBe(4);
    s = cast(s, A, trinket);
    expect(costToPay(s, A, trinket, 0, 'activate')).toBe(4);
  });

  it("'channeling-stone' (official ruling): a card activated with a memory cost as its default cost has that memory cost lowered", () => {
    const memoryCard = defineCard({ slug: 'test-memory-card', name: 'test-memory-card', types: ['ITEM'], element: 'NORM', cost: { kind: 'memory', value: 3 } }, {});
    let [s, stone] = withItem(def('channeling-stone'));
    s = resolveAll(useAbility(s, A, stone));
    expect(costToPay(withDef(s, memoryCard), A, memoryCard, 0, 'activate')).toBe(1);
  });

  it("'focusing-gem': enters rested (hindered); rest and banish it, the next card you activate this turn costs 3 less", () => {
    const gem = def('focusing-gem');
    expect(gem.keywords).toContain('hindered');
    let [s, g] = withItem(gem);
    s = resolveAll(useAbility(s, A, g));
    expect(s.objects[g]).toBeUndefined();
    expect(costToPay(withDef(s, trinket), A, trinket, 0, 'activate')).toBe(1);
    s = cast(s, A, trinket);
    expect(costToPay(s, A, trinket, 0, 'activate')).toBe(4);
  });

  it("'briars-spindle': with a Chessman King, rest it so the next Chessman card costs 2 less; banish it on an opponent's turn to wake your Chessman allies", () => {
    const spindle = def('briars-spindle');
    const pawn = card('test-chessman-pawn', 3, { type: 'ALLY', subtypes: ['CHESSMAN'] });
    const beast = card('test-beast', 3, { type: 'ALLY', subtypes: ['BEAST'] });
    let [s, sp] = withItem(spindle);
    s = withDef(withDef(s, pawn), beast);
    refuse(s, A, { type: 'activateAbility', object: sp, index: 1 }); // no Chessman King
    let king: string;
    [s, king] = addObject(withDef(s, factsOnly('briar-schwartz-king')), A, 'briar-schwartz-king');
    s = resolveAll(useAbility(s, A, sp, 1));
    expect(costToPay(s, A, beast, 0, 'activate')).toBe(3);
    expect(costToPay(s, A, pawn, 0, 'activate')).toBe(1);
    refuse(s, A, { type: 'activateAbility', object: sp, index: 0 }); // only on an opponent's turn
    let other: string, chessman: string;
    [s, chessman] = addObject(s, A, pawn.slug, { rested: true });
    [s, other] = addObject(s, A, beast.slug, { rested: true });
    s = edit(s, (t) => { t.objects[king]!.rested = true; t.objects[sp]!.rested = false; });
    s = passUntil(s, atMain(B));
    s = edit(s, (t) => { t.objects[king]!.rested = true; t.objects[chessman]!.rested = true; t.objects[other]!.rested = true; });
    s = act(s, B, { type: 'pass' });
    s = resolveAll(useAbility(s, A, sp, 0));
    expect(s.objects[sp]).toBeUndefined();
    expect(s.objects[king]!.rested).toBe(false);
    expect(s.objects[chessman]!.rested).toBe(false);
    expect(s.objects[other]!.rested).toBe(true);
  });
});

describe('Mage champions', () => {
  it("'rai-spellcrafter': On Enter, two enlighten counters on Rai", () => {
    const rai = def('rai-spellcrafter');
    let [s, c] = toMaterialize(rai, 1);
    s = materialize(s, c);
    expect(champion(s, A).def).toBe('rai-spellcrafter');
    expect(champion(s, A).counters.enlighten).toBe(2);
  });

  it("'merlin-kingslayer': each recollection phase a level counter; on an even count, draw and its attacks get +2 power this turn", () => {
    const merlin = def('merlin-kingslayer');
    let s = withDef(mainPhaseOf(B), merlin);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.def = merlin.slug; t.objects[player(t, A).champion!]!.counters.level = 1; });
    const hand = player(s, A).hand.length;
    s = passUntil(s, atMain(A));
    expect(champion(s, A).counters.level).toBe(2);
    expect(player(s, A).hand.length).toBe(hand + 2); // the draw phase's card and Merlin's
    expect(s.attackBonuses?.some((b) => b.object === champion(s, A).id && b.amount === 2 && b.scope === 'thisTurn')).toBe(true);
    // The next turn: 3 counters, odd, nothing more.
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(champion(s, A).counters.level).toBe(3);
    expect(s.attackBonuses?.some((b) => b.object === champion(s, A).id && b.turn === s.turn) ?? false).toBe(false);
  });
});
