import { activated, banishSelf, cardScript, championBonus, generate, payReserve, staticAbility } from '../../define.js';

export default cardScript('mantle-of-the-abyss', {
  abilities: [
    staticAbility({ kind: 'activateFromMaterialDeck', costs: [{ kind: 'sacrifice', filter: { type: 'ALLY', subtype: 'SPECTER' } }] }, championBonus('Alice')),
    activated([payReserve(3), banishSelf()], [generate('rile-the-abyss', 1, 'memory')], { condition: championBonus('Alice') }),
  ],
});
