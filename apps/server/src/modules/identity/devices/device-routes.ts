import { IDENTITY_ENDPOINTS } from '@lahap/contract/identity/endpoints';
import { REGIONS } from '@lahap/contract/identity/regions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { ok } from '../../../lib/envelope.js';
import { requestLocale } from '../../../lib/request-locale.js';
import type { DeviceService } from './device-service.js';
import { deviceIdOf, requireDeviceId } from './request-device.js';

/** device/report, risk/getDeviceInfo and region/region_list. */
export const deviceRoutes: FastifyPluginAsyncZod<{ devices: DeviceService }> = async (app, { devices }) => {
  app.route({
    ...routeOf(IDENTITY_ENDPOINTS.deviceReport),
    handler: async (request) => {
      await devices.reportPushToken(
        requireDeviceId(request),
        request.user?.id ?? null,
        request.body.fcmToken,
      );
      return ok(null);
    },
  });

  app.route({
    ...routeOf(IDENTITY_ENDPOINTS.riskDeviceInfo),
    handler: async (request) =>
      ok({ deviceId: devices.serverDeviceId(request.body.deviceId ?? deviceIdOf(request)) }),
  });

  app.route({
    ...routeOf(IDENTITY_ENDPOINTS.regionList),
    handler: async (request) => {
      const locale = requestLocale(request);
      return ok(
        REGIONS.map(({ countryCode, regionCode, names }) => ({
          countryCode,
          regionCode,
          name: names[locale],
        })),
      );
    },
  });
};
