import { cardScript, ifThen, onAttack, prepared, triggered } from '../../define.js';

export default cardScript('stillshard-strike', {
  keywords: ['prepare'],
  activationValues: { prepare: 1 },
  abilities: [
    triggered(onAttack(), [ifThen(prepared(), [{ op: 'scaled', x: { of: 'defendersCounters', counter: 'sheen' }, plus: 1, effect: { op: 'recover', who: 'you', amount: 0 } }])]),
  ],
});
