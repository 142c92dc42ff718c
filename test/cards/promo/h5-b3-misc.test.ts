// h5-b3: nascent-blast (effects/resolving-card-zone.ts) and retold-fortune (an optional discard of a Spell).
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../../src/engine/index.js';
import { dealDamage, defineCard, empower, reserve, target } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, champion, player } from '../../engine/helpers.js';
import { activate, objectTarget, place } from '../amb/scenario.js';
import { ALL, addCards, aliceAs, drive, floatsFor } from '../amb/amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const charge = defineCard({ slug: 'test-empower-b3', name: 'Test Empower', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [empower(2)] });
const spell = defineCard({ slug: 'test-spell-b3', name: 'Test Spell', types: ['ACTION'], subtypes: ['SPELL'], element: 'NORM', cost: reserve(9) }, { onResolve: [] });
const skill = defineCard({ slug: 'test-skill-b3', name: 'Test Skill', types: ['ACTION'], subtypes: ['SKILL'], element: 'NORM', cost: reserve(9) }, { onResolve: [] });

const relic = defineCard({ slug: 'test-relic-b3', name: 'Test Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: { kind: 'memory', value: 0 } }, { abilities: [] });
const trinket = defineCard({ slug: 'test-trinket-b3m', name: 'Test Trinket', types: ['ITEM'], element: 'NORM', cost: reserve(1) }, { abilities: [] });
const zap = (n: number) => defineCard({ slug: `test-zap-b3m-${n}`, name: 'Test Zap', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { targets: [{ kind: 'unit' }], onResolve: [dealDamage(target(0), n)] });

describe('h5-b3 misc', () => {
  it("'wisps-protection': the next 4+X damage to a target unit this turn is prevented, X the regalia on the field (anyone's)", () => {
    let s = aliceAs({ elements: [...ALL, 'CRUX'] });
    [s] = place(s, A, relic);
    [s] = place(s, B, relic);
    [s] = place(s, B, trinket); // not a regalia
    const target0 = champion(s, B).id;
    [s] = activate(s, A, def('wisps-protection'), [objectTarget(target0)]);
    s = drive(s);
    [s] = activate(s, A, zap(8), [objectTarget(target0)]);
    s = drive(s);
    expect(champion(s, B).damage).toBe(2); // 6 of 8 prevented
    [s] = activate(s, A, zap(3), [objectTarget(target0)]);
    s = drive(s);
    expect(champion(s, B).damage).toBe(5);
  });

  it("'nascent-blast': 3 damage to a unit; empowered, it goes to its owner's memory instead of the graveyard", () => {
    for (const empowered of [true, false]) {
      let s = aliceAs({});
      if (empowered) {
        [s] = activate(s, A, charge);
        s = drive(s);
      }
      let card: string;
      [s, card] = activate(s, A, def('nascent-blast'), [objectTarget(champion(s, B).id)]);
      s = drive(s);
      expect(champion(s, B).damage).toBe(3);
      expect(player(s, A).memory.includes(card)).toBe(empowered);
      expect(player(s, A).graveyard.includes(card)).toBe(!empowered);
    }
  });

  it("'retold-fortune': you may discard a Spell card to draw; floating memory with a Mage champion of level 2+", () => {
    const run = (pick: 'spell' | 'none', withSkill = false) => {
      let s = aliceAs({});
      let spells: string[], skills: string[] = [];
      [s, spells] = addCards(s, A, spell, 'hand', 1);
      if (withSkill) [s, skills] = addCards(s, A, skill, 'hand', 1);
      [s] = activate(s, A, def('retold-fortune'));
      const deck = player(s, A).mainDeck.length;
      let offered: string[] = [];
      s = drive(s, (t: GameState, legal: Action[]) => {
        if (t.pending?.kind !== 'discardToDo') return undefined;
        offered = t.pending.options;
        return legal.find((a) => a.type === 'chooseTarget' && (pick === 'spell' ? a.target?.kind === 'card' && a.target.id === spells[0] : a.target === null));
      });
      return { drew: deck - player(s, A).mainDeck.length, skillOffered: skills.some((c) => offered.includes(c)) };
    };
    expect(run('spell', true)).toEqual({ drew: 1, skillOffered: false });
    expect(run('none')).toEqual({ drew: 0, skillOffered: false });
    expect(floatsFor(aliceAs({ classes: ['MAGE'], level: 2 }), A, def('retold-fortune'))).toBe(true);
    expect(floatsFor(aliceAs({ classes: ['MAGE'], level: 1 }), A, def('retold-fortune'))).toBe(false);
    expect(floatsFor(aliceAs({ classes: ['WARRIOR'], level: 2 }), A, def('retold-fortune'))).toBe(false);
  });
});
