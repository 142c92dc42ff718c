import { cardScript, classBonus, destroy, onAttack, target, triggered, whenYouDo } from '../../define.js';

export default cardScript('smashing-force', {
  abilities: [
    triggered(onAttack(), [{
      op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 2, exactly: true,
      then: [whenYouDo([destroy(target(0))], [{ kind: 'object', anyType: ['ITEM', 'WEAPON'], costAtMost: { memory: 0, reserve: 4 } }])],
    }], { condition: classBonus() }),
  ],
});
