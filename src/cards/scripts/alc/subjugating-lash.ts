import { cardScript, staticAbility } from '../../define.js';

export default cardScript('subjugating-lash', { abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, { kind: 'damage', min: 12 })] });
