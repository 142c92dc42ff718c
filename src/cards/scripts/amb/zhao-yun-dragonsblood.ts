import { cardScript, classBonus, dealUnpreventableDamage, may, modifyAttackPower, onAttack, self, triggered, yourChampion } from '../../define.js';

export default cardScript('zhao-yun-dragonsblood', {
  abilities: [
    triggered(onAttack(), [may(dealUnpreventableDamage(yourChampion(), 2), modifyAttackPower(2))], { condition: classBonus() }),
    triggered({ on: 'kill' }, [{ op: 'grantKeyword', subject: self(), keyword: 'immortality', duration: 'permanent' }], { condition: classBonus() }),
  ],
});
