import { allOf, cardScript, classBonus, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('sword-saint-of-eventide', {
  abilities: [
    triggered(onEnter(), [{ op: 'lookAtTop', count: 1, toGraveyard: { min: 0, max: 1 }, rest: 'top' }]),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, allOf(classBonus(), { kind: 'graveyardCount', min: 4, element: 'WATER' })),
  ],
});
