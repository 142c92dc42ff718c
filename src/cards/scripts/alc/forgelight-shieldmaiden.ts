import { cardScript, classBonus, draw, ifThen, onFoster, putCounters, self, triggered } from '../../define.js';

export default cardScript('forgelight-shieldmaiden', {
  keywords: ['foster'],
  abilities: [
    triggered(onFoster(), [
      draw(2),
      { op: 'discardToDo', filter: {}, then: [], required: true, ifDiscarded: { filter: { element: 'FIRE' }, then: [ifThen(classBonus(), [putCounters(self(), 'buff', 1)])] } },
    ]),
  ],
});
