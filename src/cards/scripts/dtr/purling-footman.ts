import { cardScript, onAttack, triggered } from '../../define.js';

export default cardScript('purling-footman', {
  abilities: [triggered(onAttack(), [{ op: 'lookAtTop', count: 1, toGraveyard: { min: 0, max: 1 }, rest: 'top' }])],
});
