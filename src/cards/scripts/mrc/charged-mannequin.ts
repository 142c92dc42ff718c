import { cardScript, staticAbility, youControl } from '../../define.js';

export default cardScript('charged-mannequin', { abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, youControl('POWERCELL'))] });
