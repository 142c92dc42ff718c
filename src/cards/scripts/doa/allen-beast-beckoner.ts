import { cardScript, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('allen-beast-beckoner', {
  abilities: [
    triggered(onEnter(), [{ op: 'glimpse', count: 3 }, { op: 'revealTopTakeIf', filter: { anySubtype: ['HARMONY', 'MELODY'] } }]),
    // Two Animals, an Animal and a Beast, or two Beasts (ruling): allies with either subtype, counted once each.
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'level', amount: 2 }, { kind: 'controlsCount', filter: { type: 'ALLY', anySubtype: ['ANIMAL', 'BEAST'] }, min: 2 }),
  ],
});
