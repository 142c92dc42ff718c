import { activated, banishSelf, buffPower, cardScript } from '../../define.js';

export default cardScript('duxal-proclamation', {
  abilities: [activated([banishSelf()], [buffPower({ ref: 'alliesYouControl' }, 1)], { condition: { kind: 'controlsNoAllies', who: 'opponents' } })],
});
