import { cardScript, classBonus, mill, may, onAttack, triggered } from '../../define.js';

export default cardScript('riptide-slash', {
  abilities: [
    triggered(onAttack(), [{ op: 'glimpse', count: 2 }], { condition: classBonus() }),
    triggered({ on: 'kill' }, [may(mill(1, 'you'))]),
  ],
});
