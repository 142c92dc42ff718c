import { cardScript, staticAbility } from '../../define.js';

export default cardScript('academy-guide', { abilities: [staticAbility({ kind: 'costModifier', affects: 'championsYouMaterialize', amount: -1 })] });
