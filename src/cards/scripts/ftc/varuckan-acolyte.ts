import { cardScript, destroy, levelRestriction, onEnter, staticAbility, target, triggered } from '../../define.js';

export default cardScript('varuckan-acolyte', {
  abilities: [
    triggered(onEnter(), [destroy(target(0))], { targets: [{ kind: 'object', supertype: 'REGALIA', costAtMost: { memory: 0, reserve: -1 } }] }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 3 }, levelRestriction(3)),
  ],
});
