import { activated, banishSelf, cardScript, classBonus, draw, ifThen } from '../../define.js';

export default cardScript('orb-of-choking-fumes', {
  abilities: [activated([banishSelf()], [{ op: 'costChange', amount: 1, who: 'opponents' }, ifThen(classBonus(), [draw(1)])])],
});
