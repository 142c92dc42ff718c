import { cardScript, classBonus, dealDamage } from '../../define.js';

export default cardScript('cometfall', {
  keywords: ['starcalling'],
  activationValues: { starcalling: 2 },
  onResolve: [dealDamage({ ref: 'objectsMatching', filter: {}, units: true, notElement: 'ASTRA' }, 3, { condition: classBonus(), amount: 4 })],
});
