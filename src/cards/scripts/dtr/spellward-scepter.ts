import { activated, banishSelf, cardScript, restSelf } from '../../define.js';

export default cardScript('spellward-scepter', {
  keywords: ['hindered'],
  abilities: [activated([restSelf(), banishSelf()], [{ op: 'nextActivationUnnegatable' }])],
});
