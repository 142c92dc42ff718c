import { cardScript, classBonus, dealDamage, onEnter, triggered } from '../../define.js';

// "Choose a unit": any player's champion or ally, picked as it resolves (not a target).
export default cardScript('reckless-researcher', {
  abilities: [
    triggered(onEnter(), [{
      op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 1,
      then: [{ op: 'chooseObjects', filter: { anyType: ['CHAMPION', 'ALLY'] }, count: 1, anyController: true, effects: [dealDamage({ ref: 'chosen' }, 2)] }],
    }], { condition: classBonus() }),
  ],
});
