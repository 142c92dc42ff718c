import { buffPower, cardScript, classBonus, ifThen, modifyLife } from '../../define.js';

export default cardScript('song-of-nurturing', {
  onResolve: [
    modifyLife({ ref: 'alliesYouControl' }, 2),
    ifThen(classBonus(), [buffPower({ ref: 'alliesYouControl' }, 1)]),
  ],
});
