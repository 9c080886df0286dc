import { Heart, Scale, Sparkles, Users } from 'lucide-react';

export const VALUES = [
  {
    icon: Scale,
    title: 'Fair play',
    text: 'Correct brackets, honest ratings and scores everyone can check. The rules of the game come first.',
  },
  {
    icon: Users,
    title: 'Community first',
    text: 'Clubs and volunteers carry the sport. We build for the people who show up early to set up the nets.',
  },
  {
    icon: Sparkles,
    title: 'Simple by design',
    text: 'If a director needs a manual on tournament day, we got it wrong. Every screen should explain itself.',
  },
  {
    icon: Heart,
    title: 'Love of the game',
    text: 'We play in our own leagues every week, and every feature is tested courtside before it ships.',
  },
];

export const TEAM = [
  {
    name: 'Alex Morgan',
    role: 'Co-founder & CEO',
    bio: 'Ran a 40-court club tournament on paper once. Never again.',
  },
  {
    name: 'Jamie Torres',
    role: 'Co-founder & CTO',
    bio: 'Builds the live scoring and the bracket engine; plays a mean third-shot drop.',
  },
  {
    name: 'Sam Patel',
    role: 'Head of Product',
    bio: 'Former tournament director who turns what organizers need into features.',
  },
  {
    name: 'Riley Brooks',
    role: 'Head of Community',
    bio: 'Works with the 200+ communities on Courtside and hears every idea first.',
  },
];
