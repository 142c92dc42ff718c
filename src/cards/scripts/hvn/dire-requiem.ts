import { cardScript, classBonus, ifThen, summonToken } from '../../define.js';

export default cardScript('dire-requiem', {
  onResolve: [
    summonToken('direwolf'),
    ifThen(classBonus(), [{ op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 1, then: [summonToken('direwolf')] }]),
  ],
});
