import { cardScript, championBonus, onEnter, summonToken, triggered } from '../../define.js';

export default cardScript('ouragan-sentinel', { abilities: [triggered(onEnter(), [summonToken('vacuous-servant')], { condition: championBonus('Ciel') })] });
