// h6-lin: Gate of Alterity goes into your champion's lineage and gives it a chosen class (effects/chosen-class.ts,
// effects/lineage-insertion.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { objDef } from '../../../src/engine/state/query.js';
import { A, act, champion, passUntil, refuse } from '../../engine/helpers.js';
import { place } from '../amb/scenario.js';
import { aliceAs, drive } from '../amb/amb1-support.js';
import { CLASSES } from '../../../src/engine/effects/chosen-class.js';

const gate = scriptedDef('gate-of-alterity');

function used(): { s: GameState; card: string; id: string } {
  let s = aliceAs({ classes: ['SPIRIT'] });
  let id: string;
  [s, id] = place(s, A, gate);
  const card = s.objects[id]!.card!;
  s = act(s, A, { type: 'activateAbility', object: id, index: 0 });
  s = passUntil(s, (t) => t.pending?.kind === 'chooseClass');
  return { s, card, id };
}

describe("'gate-of-alterity'", () => {
  it('rest: it leaves the field for the bottom of your champion\'s lineage, then a class is chosen', () => {
    const { s, card, id } = used();
    expect(s.objects[id]).toBeUndefined();
    expect(champion(s, A).lineage[0]).toBe(card);
    expect(s.pending?.kind).toBe('chooseClass');
    expect(legalActions(s, A).filter((a) => a.type === 'chooseMode').length).toBe(CLASSES.length);
  });

  it('the champion is the chosen class in addition to its own (an Inherited Effect)', () => {
    let { s } = used();
    expect(objDef(s, champion(s, A)).classes).toEqual(['SPIRIT']);
    s = drive(act(s, A, { type: 'chooseMode', mode: CLASSES.indexOf('MAGE') }));
    expect(objDef(s, champion(s, A)).classes).toEqual(expect.arrayContaining(['SPIRIT', 'MAGE']));
  });

  it('a choice outside the classes is refused', () => {
    const { s } = used();
    expect(refuse(s, A, { type: 'chooseMode', mode: 99 }).message).toBeTruthy();
  });
});
