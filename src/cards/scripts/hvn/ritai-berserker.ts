import { cardScript, masteryDirection, staticAbility } from '../../define.js';

export default cardScript('ritai-berserker', { abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, masteryDirection('north'))] });
