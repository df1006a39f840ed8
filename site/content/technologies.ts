import type { TechMark } from '../../ui';
import { analytics } from '../../ui/icons/tech-marks/analytics';
import { cicd } from '../../ui/icons/tech-marks/cicd';
import { docker } from '../../ui/icons/tech-marks/docker';
import { flutter } from '../../ui/icons/tech-marks/flutter';
import { graphql } from '../../ui/icons/tech-marks/graphql';
import { kotlin } from '../../ui/icons/tech-marks/kotlin';
import { kubernetes } from '../../ui/icons/tech-marks/kubernetes';
import { laravel } from '../../ui/icons/tech-marks/laravel';
import { n8n } from '../../ui/icons/tech-marks/n8n';
import { nextjs } from '../../ui/icons/tech-marks/nextjs';
import { nodejs } from '../../ui/icons/tech-marks/nodejs';
import { python } from '../../ui/icons/tech-marks/python';
import { react } from '../../ui/icons/tech-marks/react';
import { swift } from '../../ui/icons/tech-marks/swift';
import { tailwind } from '../../ui/icons/tech-marks/tailwind';
import { typescript } from '../../ui/icons/tech-marks/typescript';
import { aws, performance, security, seo } from '../../ui/icons/tech-line-marks';

export type TechKey =
  | 'react'
  | 'typescript'
  | 'nextjs'
  | 'tailwind'
  | 'nodejs'
  | 'python'
  | 'laravel'
  | 'graphql'
  | 'reactNative'
  | 'flutter'
  | 'swift'
  | 'kotlin'
  | 'docker'
  | 'aws'
  | 'cicd'
  | 'kubernetes'
  | 'security'
  | 'seo'
  | 'performance'
  | 'analytics'
  | 'n8n';

/** A technology entry (spec section 3): display name, logo, level in percent. */
export type Technology = { key: TechKey; name: string; icon: TechMark; level: number };

/** Skill levels of spec section 9, grouped into the five categories of the page. */
export const techCategories = [
  {
    id: 'frontend',
    items: [
      { key: 'react', name: 'React', icon: react, level: 95 },
      { key: 'typescript', name: 'TypeScript', icon: typescript, level: 90 },
      { key: 'nextjs', name: 'Next.js', icon: nextjs, level: 85 },
      { key: 'tailwind', name: 'Tailwind CSS', icon: tailwind, level: 95 },
    ],
  },
  {
    id: 'backend',
    items: [
      { key: 'nodejs', name: 'Node.js', icon: nodejs, level: 90 },
      { key: 'python', name: 'Python', icon: python, level: 85 },
      { key: 'laravel', name: 'PHP/Laravel', icon: laravel, level: 80 },
      { key: 'graphql', name: 'GraphQL', icon: graphql, level: 85 },
    ],
  },
  {
    id: 'mobile',
    items: [
      { key: 'reactNative', name: 'React Native', icon: react, level: 90 },
      { key: 'flutter', name: 'Flutter', icon: flutter, level: 85 },
      { key: 'swift', name: 'Swift', icon: swift, level: 80 },
      { key: 'kotlin', name: 'Kotlin', icon: kotlin, level: 80 },
    ],
  },
  {
    id: 'devops',
    items: [
      { key: 'docker', name: 'Docker', icon: docker, level: 85 },
      { key: 'aws', name: 'AWS', icon: aws, level: 90 },
      { key: 'cicd', name: 'CI/CD', icon: cicd, level: 85 },
      { key: 'kubernetes', name: 'Kubernetes', icon: kubernetes, level: 80 },
    ],
  },
  {
    id: 'security',
    items: [
      { key: 'security', name: 'Security', icon: security, level: 90 },
      { key: 'seo', name: 'SEO', icon: seo, level: 95 },
      { key: 'performance', name: 'Performance', icon: performance, level: 90 },
      { key: 'analytics', name: 'Analytics', icon: analytics, level: 85 },
      { key: 'n8n', name: 'n8n', icon: n8n, level: 90 },
    ],
  },
] as const satisfies readonly { id: string; items: readonly Technology[] }[];

/** The five project types of the selector and the technologies recommended for each. */
export const projectTypes = [
  {
    id: 'web',
    recommended: ['React', 'Next.js', 'TypeScript', 'Node.js', 'PostgreSQL', 'Tailwind CSS'],
  },
  {
    id: 'mobile',
    recommended: ['React Native', 'Flutter', 'Swift', 'Kotlin', 'Node.js', 'GraphQL'],
  },
  {
    id: 'ecommerce',
    recommended: ['Next.js', 'React', 'Stripe', 'Node.js', 'PostgreSQL', 'Vercel'],
  },
  {
    id: 'enterprise',
    recommended: [
      'TypeScript',
      'Node.js',
      'PHP/Laravel',
      'PostgreSQL',
      'Docker',
      'AWS',
      'Kubernetes',
    ],
  },
  { id: 'marketing', recommended: ['Next.js', 'SEO', 'Analytics', 'n8n', 'Performance'] },
] as const;
