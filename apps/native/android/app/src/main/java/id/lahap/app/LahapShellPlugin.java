package id.lahap.app;

import android.app.Notification;
import android.app.NotificationChannel;
import android.app.NotificationManager;
import android.content.Context;
import android.content.SharedPreferences;
import android.os.Build;
import androidx.core.app.NotificationCompat;
import androidx.core.app.NotificationManagerCompat;
import androidx.core.graphics.Insets;
import androidx.core.view.ViewCompat;
import androidx.core.view.WindowInsetsCompat;
import com.getcapacitor.JSObject;
import com.getcapacitor.Plugin;
import com.getcapacitor.PluginCall;
import com.getcapacitor.PluginMethod;
import com.getcapacitor.annotation.CapacitorPlugin;

/**
 * What the official Capacitor plugins do not cover: safe-area insets, the launcher badge and the
 * native user id. It also has Capacitor inject the host scripts (assets/public/lahap-native-*.js,
 * copied there from apps/native/host by the sync) that give the page window.LahapNative.
 */
@CapacitorPlugin(name = "LahapShell")
public class LahapShellPlugin extends Plugin {

    private static final String PREFERENCES = "lahap_shell";
    private static final String USER_ID = "user_id";
    private static final String BADGE_CHANNEL = "lahap_badge";
    private static final int BADGE_NOTIFICATION_ID = 2005005;

    @Override
    public void load() {
        // Added to the scripts Capacitor puts into every page, after its own plugin objects.
        getBridge().injectScriptBeforeLoad("lahap-native-events.js");
        getBridge().injectScriptBeforeLoad("lahap-native-host.js");
    }

    /** The status bar's and the navigation bar's heights in CSS pixels. */
    @PluginMethod
    public void getSafeArea(PluginCall call) {
        getActivity()
            .runOnUiThread(() -> {
                WindowInsetsCompat insets = ViewCompat.getRootWindowInsets(getBridge().getWebView());
                float density = getContext().getResources().getDisplayMetrics().density;
                JSObject area = new JSObject();
                if (insets == null) {
                    area.put("top", 0);
                    area.put("bottom", 0);
                } else {
                    Insets bars = insets.getInsets(WindowInsetsCompat.Type.systemBars() | WindowInsetsCompat.Type.displayCutout());
                    area.put("top", Math.round(bars.top / density));
                    area.put("bottom", Math.round(bars.bottom / density));
                }
                call.resolve(area);
            });
    }

    /**
     * Android launchers count an app's notifications: a count is one silent notification carrying
     * that number, and zero removes it.
     */
    @PluginMethod
    public void setBadge(PluginCall call) {
        int count = Math.max(0, call.getInt("count", 0));
        NotificationManagerCompat manager = NotificationManagerCompat.from(getContext());
        if (count == 0) {
            manager.cancel(BADGE_NOTIFICATION_ID);
            call.resolve();
            return;
        }
        if (!manager.areNotificationsEnabled()) {
            call.reject("Notifications are off", "NO_PERMISSION");
            return;
        }
        createBadgeChannel();
        Context context = getContext();
        Notification notification = new NotificationCompat.Builder(context, BADGE_CHANNEL)
            .setSmallIcon(context.getApplicationInfo().icon)
            .setContentTitle(context.getString(R.string.app_name))
            .setContentText(context.getResources().getQuantityString(R.plurals.badge_text, count, count))
            .setNumber(count)
            .setBadgeIconType(NotificationCompat.BADGE_ICON_SMALL)
            .setSilent(true)
            .setAutoCancel(true)
            .build();
        try {
            manager.notify(BADGE_NOTIFICATION_ID, notification);
            call.resolve();
        } catch (SecurityException denied) {
            call.reject("Notifications are not allowed", "NO_PERMISSION");
        }
    }

    private void createBadgeChannel() {
        if (Build.VERSION.SDK_INT < Build.VERSION_CODES.O) return;
        NotificationChannel channel = new NotificationChannel(
            BADGE_CHANNEL,
            getContext().getString(R.string.badge_channel),
            NotificationManager.IMPORTANCE_MIN
        );
        channel.setShowBadge(true);
        getContext().getSystemService(NotificationManager.class).createNotificationChannel(channel);
    }

    /** Kept for the native side (push targeting); set after login, cleared on logout (spec §4). */
    @PluginMethod
    public void setUserId(PluginCall call) {
        String userId = call.getString("userId");
        if (userId == null || userId.isEmpty()) {
            call.reject("userId is required");
            return;
        }
        preferences().edit().putString(USER_ID, userId).apply();
        call.resolve();
    }

    @PluginMethod
    public void clearUserId(PluginCall call) {
        preferences().edit().remove(USER_ID).apply();
        call.resolve();
    }

    private SharedPreferences preferences() {
        return getContext().getSharedPreferences(PREFERENCES, Context.MODE_PRIVATE);
    }
}
