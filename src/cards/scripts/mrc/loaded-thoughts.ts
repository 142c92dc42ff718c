import { cardScript, classBonus, may, mill, triggered } from '../../define.js';

export default cardScript('loaded-thoughts', {
  abilities: [triggered({ on: 'becomesLoaded' }, [may(mill(1, 'you'))], { condition: classBonus() })],
});
