import { classBonus, defineCard, draw, onDeath, reserve, triggered } from '../../define.js';

export default defineCard(
  { slug: 'prodigious-burstmage', name: 'Prodigious Burstmage', types: ['ALLY'], subtypes: ['MAGE', 'HUMAN'], classes: ['MAGE'], element: 'FIRE', cost: reserve(5), power: 3, life: 2 },
  { abilities: [triggered(onDeath(), [draw(1), { op: 'discard', who: 'you', count: 1 }], { condition: classBonus() })] },
);
