import { activated, banishSelf, cardScript, payReserve } from '../../define.js';

export default cardScript('condemned-trinket', {
  abilities: [activated([payReserve(3), banishSelf()], [{ op: 'banishOwnAsOmen', from: ['graveyard'] }])],
});
