// h5-b1: Advantageous Perch.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { A, champion, player } from '../../engine/helpers.js';
import { activate } from '../amb/scenario.js';
import { addCards, aliceAs, drive } from '../amb/amb1-support.js';

const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA'];
const rangerAction = defineCard({ slug: 'h5b1-ranger-action', name: 'Ranger Action', types: ['ACTION'], subtypes: ['RANGER'], classes: ['RANGER'], element: 'NORM', cost: reserve(1) }, {});

describe('h5-b1 advantageous perch', () => {
  it("'advantageous-perch': your champion becomes distant, up to one Ranger action card returns from your graveyard to hand, and the card is banished", () => {
    let s = aliceAs({ classes: ['RANGER'], elements: EVERY });
    let back: string[];
    [s, back] = addCards(s, A, rangerAction, 'graveyard');
    let perch: string;
    [s, perch] = activate(s, A, scriptedDef('advantageous-perch'), [{ kind: 'card', id: back[0]! }]);
    s = drive(s);
    expect(champion(s, A).distant).toBe(true);
    expect(player(s, A).hand).toContain(back[0]);
    expect(player(s, A).banishment).toContain(perch);
    expect(player(s, A).graveyard).not.toContain(perch);
    // With no target ("up to one") it still resolves.
    let t = aliceAs({ classes: ['RANGER'], elements: EVERY });
    let p2: string;
    [t, p2] = activate(t, A, scriptedDef('advantageous-perch'));
    t = drive(t, (u, legal) => (u.pending?.kind === 'activation' ? legal.find((a) => a.type === 'chooseTarget' && a.target === null) : undefined));
    expect(champion(t, A).distant).toBe(true);
    expect(player(t, A).banishment).toContain(p2);
  });
});
