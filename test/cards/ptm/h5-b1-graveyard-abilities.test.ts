// h5-b1: cards with an activated ability that works from the graveyard.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { Action, ChosenTarget, GameState } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, champion, edit, payReserve, player } from '../../engine/helpers.js';
import { activate, place } from '../amb/scenario.js';
import { addCards, aliceAs, costNow, drive, namedChampion } from '../amb/amb1-support.js';
import { masteryCounters, withMastery } from './ptm-support.js';

const def = scriptedDef;
const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA'];
const fireAlly = defineCard({ slug: 'h5b1-fire-ally', name: 'Fire Ally', types: ['ALLY'], element: 'FIRE', cost: reserve(1), power: 1, life: 9 }, {});
const waterAlly = defineCard({ slug: 'h5b1-water-ally', name: 'Water Ally', types: ['ALLY'], element: 'WATER', cost: reserve(1), power: 1, life: 9 }, {});
const specter = defineCard({ slug: 'h5b1-specter', name: 'Specter', types: ['ALLY'], subtypes: ['SPECTER'], element: 'NORM', cost: reserve(1), power: 1, life: 9 }, {});

/** `slug` in Alice's graveyard; returns its card id. */
function inGraveyard(s: GameState, slug: string): [GameState, string] {
  let ids: string[];
  [s, ids] = addCards(s, A, def(slug), 'graveyard');
  return [s, ids[0]!];
}
const graveyardOffers = (s: GameState, card: string) => legalActions(s, A).some((a) => a.type === 'activateGraveyardAbility' && a.card === card);
/** Activate the graveyard ability of `card` with these targets and resolve. */
function useFromGraveyard(s: GameState, card: string, targets: ChosenTarget[] = [], answer?: (t: GameState, legal: Action[]) => Action | undefined): GameState {
  s = act(s, A, { type: 'activateGraveyardAbility', card, index: def(s.cards[card]!.def).abilities.findIndex((ab) => ab.kind === 'activated' && ab.fromGraveyard) });
  for (const target of targets) s = act(s, A, { type: 'chooseTarget', target });
  s = payReserve(s, A);
  return drive(s, answer);
}

describe('h5-b1 graveyard abilities', () => {
  it("'sword-saint-of-everflame': with the class bonus, (2) and banishing it from the graveyard give a fire weapon or ally +2 power (fire need not be enabled: ruling)", () => {
    let s = aliceAs({ classes: ['WARRIOR'], elements: ['NORM'] });
    let card: string; let fire: string; let water: string;
    [s, card] = inGraveyard(s, 'sword-saint-of-everflame');
    [s, fire] = place(s, A, fireAlly);
    [s, water] = place(s, A, waterAlly);
    expect(graveyardOffers(s, card)).toBe(true);
    s = act(s, A, { type: 'activateGraveyardAbility', card, index: 0 });
    const targets = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(targets).toContain(fire);
    expect(targets).not.toContain(water);
    s = drive(payReserve(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: fire } }), A));
    expect(currentStat(s, s.objects[fire]!, 'power')).toBe(3);
    expect(player(s, A).banishment).toContain(card);
    // On the field it does nothing; without the class bonus it can't be used.
    let t = aliceAs({ classes: ['MAGE'] });
    [t, card] = inGraveyard(t, 'sword-saint-of-everflame');
    [t] = place(t, A, fireAlly);
    expect(graveyardOffers(t, card)).toBe(false);
  });

  it("'seaside-rangefinder': ranged 2; with class and element bonus, from the graveyard a target unit becomes distant", () => {
    expect(def('seaside-rangefinder').keywordValues?.ranged).toBe(2);
    let s = aliceAs({ classes: ['RANGER'], elements: ['NORM', 'WATER'] });
    let card: string; let ally: string;
    [s, card] = inGraveyard(s, 'seaside-rangefinder');
    [s, ally] = place(s, A, fireAlly);
    s = useFromGraveyard(s, card, [{ kind: 'object', id: ally }]);
    expect(s.objects[ally]!.distant).toBe(true);
    let t = aliceAs({ classes: ['RANGER'], elements: ['NORM', 'FIRE'] });
    [t, card] = inGraveyard(t, 'seaside-rangefinder');
    [t] = place(t, A, fireAlly);
    expect(graveyardOffers(t, card)).toBe(false);
  });

  it("'stellarion-shift': a target unit becomes distant and you draw; from the graveyard, while your champion is distant, stealth and 4 non-combat damage prevented", () => {
    let s = aliceAs({ classes: ['RANGER'], elements: ['NORM', 'ASTRA'] });
    let ally: string;
    [s, ally] = place(s, A, fireAlly);
    const hand = player(s, A).hand.length;
    [s] = activate(s, A, def('stellarion-shift'), [{ kind: 'object', id: ally }]);
    s = drive(s);
    expect(s.objects[ally]!.distant).toBe(true);
    expect(player(s, A).hand.length).toBe(hand - 2 + 1);
    const card = player(s, A).graveyard.find((c) => s.cards[c]!.def === 'stellarion-shift')!;
    expect(graveyardOffers(s, card)).toBe(false); // champion not distant
    s = edit(s, (t) => { t.objects[champion(t, A).id]!.distant = true; });
    expect(graveyardOffers(s, card)).toBe(true);
    s = useFromGraveyard(s, card);
    expect(hasKeyword(s, champion(s, A), 'stealth')).toBe(true);
    [s] = activate(s, A, defineCard({ slug: 'h5b1-zap6', name: 'Zap', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { onResolve: [{ op: 'dealDamage', to: { ref: 'yourChampion' }, amount: 6 }] }));
    s = drive(s);
    expect(champion(s, A).damage).toBe(2);
  });

  it("'rosewinged-hollow': for Alice, with the element bonus, a haunt counter on Phantasmagoria; at six or more a chosen Specter ally gets +2 power", () => {
    const run = (haunt: number) => {
      let s = namedChampion(aliceAs({ elements: EVERY }), A, 'Alice', ['WARRIOR']);
      s = withMastery(s, A, 'phantasmagoria', { haunt });
      let card: string; let sp: string;
      [s, card] = inGraveyard(s, 'rosewinged-hollow');
      [s, sp] = place(s, A, specter);
      s = useFromGraveyard(s, card, [], (t, legal) => legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === sp));
      return [masteryCounters(s, A, 'haunt'), currentStat(s, s.objects[sp]!, 'power')];
    };
    expect(run(5)).toEqual([6, 3]);
    expect(run(3)).toEqual([4, 1]);
    let t = aliceAs({ classes: ['WARRIOR'], elements: EVERY });
    let card: string;
    [t, card] = inGraveyard(t, 'rosewinged-hollow');
    expect(graveyardOffers(t, card)).toBe(false);
  });

  it("'voltaic-sphere': 3 damage, 5 to an ally; from the graveyard (class bonus) the next arcane Spell costs 1 less this turn", () => {
    let s = aliceAs({ classes: ['MAGE'], elements: ['NORM', 'ARCANE'] });
    let ally: string;
    [s, ally] = place(s, B, fireAlly);
    [s] = activate(s, A, def('voltaic-sphere'), [{ kind: 'object', id: ally }]);
    s = drive(s);
    expect(s.objects[ally]!.damage).toBe(5);
    [s] = activate(s, A, def('voltaic-sphere'), [{ kind: 'object', id: champion(s, B).id }]);
    s = drive(s);
    expect(champion(s, B).damage).toBe(3);
    const card = player(s, A).graveyard.find((c) => s.cards[c]!.def === 'voltaic-sphere')!;
    expect(costNow(s, A, def('voltaic-sphere'))).toBe(2);
    s = useFromGraveyard(s, card);
    expect(player(s, A).banishment).toContain(card);
    expect(costNow(s, A, def('voltaic-sphere'))).toBe(1);
  });
});
