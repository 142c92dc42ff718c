import { activated, cardScript, restSelf, summonToken } from '../../define.js';

export default cardScript('obelisk-of-armaments', {
  abilities: [activated([{ kind: 'reserve', value: 5, lessPerControlled: { type: 'DOMAIN' } }, restSelf()], [summonToken('aurousteel-greatsword')])],
});
