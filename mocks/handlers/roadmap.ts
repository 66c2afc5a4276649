import { http, HttpResponse } from 'msw';
import { API } from '../../src/api/routes';
import type { RoadmapData } from '../../src/api/home';
import { sampleRoadmap } from '../data/roadmap';
import { apiUrl } from './url';

/** GET /api/roadmap/data: the bundled roadmap, as the server seeds and serves it. */
export const roadmapHandlers = [
  http.get(apiUrl(API.roadmap), () => HttpResponse.json<RoadmapData>(sampleRoadmap())),
];
