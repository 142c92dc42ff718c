import { buffPower, cardScript, championBonus, gainAgility, ifThen, summonToken } from '../../define.js';

export default cardScript('grim-foreboding', {
  onResolve: [
    ifThen(championBonus('Tristan'), [summonToken('ominous-shadow')]),
    buffPower({ ref: 'objectsMatching', filter: { type: 'PHANTASIA' }, alsoType: 'ALLY', controller: 'you' }, 1),
    gainAgility(3),
  ],
});
