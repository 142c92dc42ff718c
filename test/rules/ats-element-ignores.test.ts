// Ignoring elemental requirements (general-rules/general-rules-parts-of-a-card/parts-of-a-card-element.md#parts-of-a-card-element;
// basic and advanced elements: glossary/game-terms.md). Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../src/cards/define.js';
import type { CardDef, Element, ElementIgnore } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { ignoresElementalRequirements } from '../../src/engine/effects/element-ignores.js';
import { A, addCard, edit, newGame, player, refuse, withDef } from '../engine/helpers.js';

const card = (slug: string, elements: Element[], subtypes = ['GOLEM']): CardDef =>
  defineCard({ slug, name: slug, types: ['ALLY'], subtypes, element: elements, cost: reserve(1), power: 1, life: 1 }, {});

/** Alice's champion (Norm only) has the rule as a static ability. */
function withRule(rule: ElementIgnore): GameState {
  const champ = { ...defineCard({ slug: 'test-golemancer', name: 'test-golemancer', types: ['CHAMPION'], element: 'NORM', cost: memory(1), level: 1, life: 20 }, {}),
    abilities: [{ kind: 'static' as const, effect: { kind: 'ignoreElementalRequirements' as const, rule } }] };
  return edit(withDef(newGame({ first: A }), champ), (t) => { t.objects[player(t, A).champion!]!.def = champ.slug; });
}

describe('Ignoring elemental requirements (parts-of-a-card-element.md#parts-of-a-card-element)', () => {
  it('a card of the kind may be activated without its element enabled; another card may not', () => {
    let s = withRule({ filter: { subtype: 'GOLEM' }, elements: 'nonAdvanced' });
    let golem: string, other: string;
    [s, golem] = addCard(withDef(s, card('test-wind-golem', ['WIND'])), A, 'test-wind-golem');
    [s, other] = addCard(withDef(s, card('test-wind-sprite', ['WIND'], ['SPRITE'])), A, 'test-wind-sprite');
    expect(legalActions(s, A)).toContainEqual({ type: 'activate', card: golem });
    refuse(s, A, { type: 'activate', card: other }, 'parts-of-a-card-element.md');
  });

  it('basic, advanced and non-advanced: by the card\'s elements (Fire, Water, Wind are basic; Norm is neither)', () => {
    const fits = (elements: ElementIgnore['elements'], els: Element[]) =>
      ignoresElementalRequirements(withRule({ filter: {}, elements }), A, card('test-c', els), 'activate');
    expect([fits('basic', ['WIND']), fits('basic', ['UMBRA']), fits('basic', ['NORM'])]).toEqual([true, false, false]);
    expect([fits('advanced', ['UMBRA']), fits('advanced', ['EXALTED', 'FIRE']), fits('advanced', ['FIRE'])]).toEqual([true, true, false]);
    expect([fits('nonAdvanced', ['FIRE']), fits('nonAdvanced', ['NORM']), fits('nonAdvanced', ['TERA'])]).toEqual([true, true, false]);
  });

  it('"cards you activate" is not a materialization; "cards you play" is both', () => {
    const c = card('test-c', ['WIND']);
    expect(ignoresElementalRequirements(withRule({ filter: {}, elements: 'basic', via: 'activate' }), A, c, 'materialize')).toBe(false);
    expect(ignoresElementalRequirements(withRule({ filter: {}, elements: 'basic' }), A, c, 'materialize')).toBe(true);
  });
});
