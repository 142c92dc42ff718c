import { buffPower, cardScript, classBonus, levelRestriction, onAttack, target, targetAlly, triggered } from '../../define.js';

const nonHuman = () => targetAlly({ notSubtype: 'HUMAN', optional: true });

export default cardScript('primal-whip', {
  abilities: [
    triggered(onAttack(), [buffPower(target(0), 1), buffPower(target(1), 1)], {
      condition: { kind: 'allOf', conditions: [classBonus(), levelRestriction(2)] },
      targets: [nonHuman(), nonHuman()],
    }),
  ],
});
