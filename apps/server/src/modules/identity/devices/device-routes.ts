import { REGIONS } from '@lahap/contract/identity/regions';
import {
  deviceReportBodySchema,
  emptyBodySchema,
  regionListDataSchema,
  riskDeviceInfoBodySchema,
  riskDeviceInfoDataSchema,
} from '@lahap/contract/identity/schemas';
import { API_PATHS } from '@lahap/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeResponses, ok } from '../../../lib/envelope.js';
import { requestLocale } from '../../../lib/request-locale.js';
import type { DeviceService } from './device-service.js';
import { deviceIdOf, requireDeviceId } from './request-device.js';

/** device/report, risk/getDeviceInfo and region/region_list. */
export const deviceRoutes: FastifyPluginAsyncZod<{ devices: DeviceService }> = async (app, { devices }) => {
  app.post(
    API_PATHS.deviceReport,
    {
      schema: {
        tags: ['identity'],
        summary: 'device/report — register the push (FCM) token of this device',
        body: deviceReportBodySchema,
        response: envelopeResponses(z.null()),
      },
    },
    async (request) => {
      await devices.reportPushToken(
        requireDeviceId(request),
        request.user?.id ?? null,
        request.body.fcmToken,
      );
      return ok(null);
    },
  );

  app.post(
    API_PATHS.riskDeviceInfo,
    {
      schema: {
        tags: ['identity'],
        summary: 'risk/getDeviceInfo — the server id of this device (signature check)',
        body: riskDeviceInfoBodySchema,
        response: envelopeResponses(riskDeviceInfoDataSchema),
      },
    },
    async (request) => ok({ deviceId: devices.serverDeviceId(request.body.deviceId ?? deviceIdOf(request)) }),
  );

  app.post(
    API_PATHS.regionList,
    {
      schema: {
        tags: ['identity'],
        summary: 'region/region_list — the countries a phone number may come from',
        body: emptyBodySchema,
        response: envelopeResponses(regionListDataSchema),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(
        REGIONS.map(({ countryCode, regionCode, names }) => ({
          countryCode,
          regionCode,
          name: names[locale],
        })),
      );
    },
  );
};
